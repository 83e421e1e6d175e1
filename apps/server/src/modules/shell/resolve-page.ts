import type { Game } from '@tastydrop/domain';
import type { CaseCatalog } from '../cases/case-catalog.js';
import type { PageEntities } from './page-entities.js';
import { caseSeo, matchRoute, notFoundSeo, seoFor, type SeoText } from './seo-table.js';

export interface ResolvedPage {
  seo: SeoText;
  /** 404 for a path no page answers, and for the page of a case, battle or profile that does not exist. */
  status: 200 | 404;
}

function decode(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/** The texts and HTTP status of a client path; a case page takes its title from the case. */
export async function resolvePage(path: string, catalog: Pick<CaseCatalog, 'get'>, entities?: PageEntities, game: Game = 'dota'): Promise<ResolvedPage> {
  const NOT_FOUND: ResolvedPage = { seo: notFoundSeo(game), status: 404 };
  const match = matchRoute(path);
  if (!match) return NOT_FOUND;
  if (entities && match.route === '/battles/:battleId' && !(await entities.battleExists(decode(match.param)))) return NOT_FOUND;
  if (entities && match.route === '/profile/:id' && !(/^\d{1,10}$/.test(match.param) && (await entities.userExists(Number(match.param))))) return NOT_FOUND;
  if (match.route === '/open/:caseName') {
    const slug = decode(match.param);
    const found = /^[a-z0-9-]{1,120}$/i.test(slug) ? await catalog.get(slug) : null;
    return found ? { seo: caseSeo(found.row.name, game), status: 200 } : NOT_FOUND;
  }
  return { seo: seoFor(path, game), status: 200 };
}
