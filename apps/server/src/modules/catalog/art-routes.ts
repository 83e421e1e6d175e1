import path from 'node:path';
import { z } from 'zod';
import { ART_FILE_PATTERN, IMAGE_WIDTHS, parseArtFile, type Rarity } from '@tastydrop/domain';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { AppError } from '../../core/app-error.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { createArtRenderings, type ArtVariant } from './art-renderings.js';
import { renderEventSvg } from './art/event-svg.js';
import { renderCaseSvg, renderItemSvg } from './art/index.js';
import { realImageUrl } from './real-image.js';

const FileParams = z.object({ file: z.string().regex(ART_FILE_PATTERN) });
const EventParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/) });
/** The art of one address only changes with what it draws, which a changed address announces (a version query). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Event art and redirects to configured pictures may change under the same address. */
const DAILY = 'public, max-age=86400';
/** The hero the site's own packs of drops carry in the catalog. */
const PACK_HERO = 'Treasure';
const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/**
 * Our generated art: one SVG per catalog item and per case, drawn from its catalog row, and its AVIF and WebP
 * renderings (at the allowed widths) and 10 × 10 blurred placeholder, each rendered once and kept on disk under
 * DATA_DIR. With ITEM_IMAGE_BASE_URL set, every file of an item's picture redirects to the real picture there
 * instead (the browser loads it; the server fetches nothing).
 */
export function artRoutes(app: App, deps: ModuleDeps, catalog: CaseCatalog): void {
  const imageBase = deps.config.ITEM_IMAGE_BASE_URL;
  const renderings = createArtRenderings(path.join(deps.config.DATA_DIR, 'art'));
  // Drawn once per look: a changed name, rarity or appearance draws anew.
  const drawn = new Map<string, string>();
  const draw = (look: object, render: () => string) => {
    const key = JSON.stringify(look);
    let svg = drawn.get(key);
    if (svg === undefined) drawn.set(key, (svg = render()));
    return svg;
  };

  async function svg(kind: 'items' | 'cases', slug: string): Promise<string | null> {
    if (kind === 'items') {
      const item = await catalog.itemBySlug(slug);
      if (!item) return null;
      const look = { name: item.name, hero: item.hero, slot: item.slot, rarity: item.rarity as Rarity };
      return draw({ kind, ...look }, () => renderItemSvg(look));
    }
    // A case's picture outlives its place in the catalog: live drops and histories still show a hidden one.
    const c = (await catalog.get(slug)) ?? (await catalog.anyBySlug(slug));
    if (!c) return null;
    const top = c.drops[0]?.item.rarity as Rarity | undefined;
    const { colors, accent, shape, emblem } = c.row.appearance;
    const look = { title: c.row.name, seed: c.row.slug, colors, accent, ...(shape ? { shape } : {}), ...(emblem ? { emblem } : {}), ...(top ? { rarity: top } : {}) };
    return draw({ kind, ...look }, () => renderCaseSvg(look));
  }

  for (const kind of ['items', 'cases'] as const) {
    app.get(`/static/${kind}/:file`, { schema: { params: FileParams } }, async (req, reply) => {
      const file = parseArtFile(req.params.file);
      if (!file) throw new AppError('dataNotFound');
      if (file.variant === 'rendering' && !IMAGE_WIDTHS.includes(file.width)) throw new AppError('validation', { width: file.width, widths: IMAGE_WIDTHS });
      if (kind === 'items' && imageBase) {
        const item = await catalog.itemBySlug(file.slug);
        if (!item) throw new AppError('dataNotFound');
        // The site's own packs of drops have no game picture: they keep the generated art.
        if (item.hero !== PACK_HERO) return reply.header('cache-control', DAILY).redirect(realImageUrl(imageBase, item.name), 302);
      }
      const source = await svg(kind, file.slug);
      if (!source) throw new AppError('dataNotFound');
      if (file.variant === 'original') return reply.type('image/svg+xml').header('cache-control', IMMUTABLE).send(source);
      const variant: ArtVariant = file.variant === 'placeholder' ? 'placeholder' : { width: file.width, format: file.format };
      const body = await renderings.get(source, variant);
      return reply.type(variant === 'placeholder' ? TYPES.webp : TYPES[variant.format]).header('cache-control', IMMUTABLE).send(body);
    });
  }
  app.get('/static/event/:file', { schema: { params: EventParams } }, async (req, reply) => {
    const body = renderEventSvg(req.params.file.slice(0, -'.svg'.length));
    if (!body) throw new AppError('dataNotFound');
    return reply.type('image/svg+xml').header('cache-control', DAILY).send(body);
  });
}
