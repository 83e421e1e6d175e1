import { z } from 'zod';
import type { Rarity } from '@tastydrop/domain';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { renderEventSvg } from './art/event-svg.js';
import { renderCaseSvg, renderItemSvg } from './art/index.js';
import { realImageUrl } from './real-image.js';

const FileParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/) });
const CACHE = 'public, max-age=86400';
/** The hero the site's own packs of drops carry in the catalog. */
const PACK_HERO = 'Treasure';

/**
 * Our generated art: one SVG per catalog item and per case, rendered once and kept in memory. With
 * ITEM_IMAGE_BASE_URL set, an item's picture address redirects to the real picture there instead
 * (the browser loads it; the server fetches nothing).
 */
export function artRoutes(app: App, deps: ModuleDeps, catalog: CaseCatalog): void {
  const imageBase = deps.config.ITEM_IMAGE_BASE_URL;
  const rendered = new Map<string, string>();

  async function svg(kind: 'items' | 'cases', slug: string): Promise<string | null> {
    const key = `${kind}/${slug}`;
    const hit = rendered.get(key);
    if (hit) return hit;
    let out: string | null = null;
    if (kind === 'items') {
      const item = await catalog.itemBySlug(slug);
      if (item) out = renderItemSvg({ name: item.name, hero: item.hero, slot: item.slot, rarity: item.rarity as Rarity });
    } else {
      const c = await catalog.get(slug);
      if (c) {
        const top = c.drops[0]?.item.rarity as Rarity | undefined;
        const { colors, accent, shape, emblem } = c.row.appearance;
        out = renderCaseSvg({ title: c.row.name, seed: c.row.slug, colors, accent, ...(shape ? { shape } : {}), ...(emblem ? { emblem } : {}), ...(top ? { rarity: top } : {}) });
      }
    }
    if (out) rendered.set(key, out);
    return out;
  }

  for (const kind of ['items', 'cases'] as const) {
    app.get(`/static/${kind}/:file`, { schema: { params: FileParams } }, async (req, reply) => {
      if (kind === 'items' && imageBase) {
        const item = await catalog.itemBySlug(req.params.file.slice(0, -'.svg'.length));
        if (!item) throw new AppError('dataNotFound');
        // The site's own packs of drops have no game picture: they keep the generated art.
        if (item.hero !== PACK_HERO) return reply.header('cache-control', CACHE).redirect(realImageUrl(imageBase, item.name), 302);
      }
      const body = await svg(kind, req.params.file.slice(0, -'.svg'.length));
      if (!body) throw new AppError('dataNotFound');
      return reply.type('image/svg+xml').header('cache-control', CACHE).send(body);
    });
  }
  app.get('/static/event/:file', { schema: { params: FileParams } }, async (req, reply) => {
    const body = renderEventSvg(req.params.file.slice(0, -'.svg'.length));
    if (!body) throw new AppError('dataNotFound');
    return reply.type('image/svg+xml').header('cache-control', CACHE).send(body);
  });
}
