import { asc, eq } from 'drizzle-orm';
import type { Game } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { cases, dailyCases } from '../../platform/db/schema/index.js';
import type { CaseCatalog, LoadedCase } from '../cases/case-catalog.js';

export interface DailyCaseRow {
  caseId: number;
  slug: string;
  name: string;
  levelFrom: number;
  levelTo: number;
}

/** The daily cases of the game, lowest band first. */
export async function dailyCaseRows(db: DbOrTx, game: Game): Promise<DailyCaseRow[]> {
  return db
    .select({ caseId: dailyCases.caseId, slug: cases.slug, name: cases.name, levelFrom: dailyCases.levelFrom, levelTo: dailyCases.levelTo })
    .from(dailyCases)
    .innerJoin(cases, eq(cases.id, dailyCases.caseId))
    .where(eq(dailyCases.game, game))
    .orderBy(asc(dailyCases.levelFrom));
}

export interface DailyCaseEntry extends DailyCaseRow {
  loaded: LoadedCase;
}

/** The daily cases with their loaded drop tables. */
export async function listDailyCases(db: DbOrTx, catalog: CaseCatalog, game: Game): Promise<DailyCaseEntry[]> {
  const out: DailyCaseEntry[] = [];
  for (const row of await dailyCaseRows(db, game)) {
    const loaded = await catalog.get(row.caseId);
    if (loaded) out.push({ ...row, loaded });
  }
  return out;
}

/** The {caseName, link, id} reference of a daily case on the wire. */
export const caseRef = (c: { caseId: number; name: string; slug: string }) => ({ caseName: c.name, link: `/daily-cases#${c.slug}`, id: c.caseId });
