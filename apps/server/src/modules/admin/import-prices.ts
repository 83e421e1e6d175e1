import { eq } from 'drizzle-orm';
import {
  effectivePrice,
  expectedValue,
  fromWire,
  itemsPerOpen,
  parsePriceExport,
  RTP_BAND,
  type Game,
  type PriceImportPreview,
  type PriceImportRequest,
} from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { items, type VersionedCase } from '../../platform/db/schema/index.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';
import { lockPublishes, publishVersion } from './catalog-versions.js';

const rtpOf = (ev: number, price: number, everyN: number | null) => {
  const paid = effectivePrice(price, everyN);
  return paid > 0 ? ev / paid : 0;
};

/**
 * Prices from a market export: which items change, which names match nothing, and how each case's
 * return moves (out of range: outside the allowed band or above the ceiling). With `apply`, writes
 * the prices and, if asked, re-prices the cases to the target return as one new catalog version;
 * one audit row either way.
 */
export async function importPrices(db: Db, catalog: CaseCatalog, actor: ConsoleActor, game: Game, input: PriceImportRequest, rtpCeiling: number): Promise<PriceImportPreview> {
  const { prices } = parsePriceExport(input.format, input.text);
  const itemRows = await db.select({ id: items.id, name: items.name, slug: items.slug, price: items.price }).from(items).where(eq(items.game, game));
  const byName = new Map<string, (typeof itemRows)[number]>();
  for (const i of itemRows) {
    byName.set(i.name.toLowerCase(), i);
    byName.set(i.slug.toLowerCase(), i);
  }
  const next = new Map<number, number>();
  const unmatched: string[] = [];
  for (const p of prices) {
    const item = byName.get(p.name.toLowerCase());
    if (!item) unmatched.push(p.name);
    else if (fromWire(p.price) !== item.price && fromWire(p.price) > 0) next.set(item.id, fromWire(p.price));
  }
  const changes = itemRows.filter((i) => next.has(i.id)).map((i) => ({ itemId: i.id, name: i.name, before: i.price, after: next.get(i.id)! }));

  const { cases: loaded } = await catalog.all();
  const casesOut: PriceImportPreview['cases'] = [];
  const repriced: Record<string, VersionedCase> = {};
  for (const c of loaded) {
    if (!c.drops.some((d) => next.has(d.item.id))) continue;
    const perOpen = itemsPerOpen(c.row);
    const evBefore = expectedValue(c.drops.map((d) => ({ weight: d.weight, price: d.item.price })), perOpen);
    const evAfter = expectedValue(c.drops.map((d) => ({ weight: d.weight, price: next.get(d.item.id) ?? d.item.price })), perOpen);
    const n = c.row.everyNOpenFree;
    const freeFactor = n && n > 1 ? n / (n - 1) : 1;
    // Whole roubles, rounded up: the return lands at or just under the target.
    const priceAfter = input.repriceToTarget ? Math.max(100, Math.ceil(((evAfter / input.targetRtp) * freeFactor) / 100) * 100) : c.row.price;
    const rtpAfter = rtpOf(evAfter, priceAfter, n);
    casesOut.push({
      caseId: c.row.id,
      name: c.row.name,
      rtpBefore: rtpOf(evBefore, c.row.price, n),
      rtpAfter,
      outOfRange: rtpAfter * 100 < RTP_BAND.min || rtpAfter * 100 > RTP_BAND.max || rtpAfter > rtpCeiling,
      priceBefore: c.row.price,
      priceAfter,
    });
    if (priceAfter !== c.row.price) {
      repriced[String(c.row.id)] = {
        price: priceAfter,
        everyNOpenFree: n,
        multifixNumber: c.row.multifixNumber,
        multicastRange: c.row.multicastRange ?? null,
        drops: c.drops.map((d) => ({ itemId: d.item.id, weight: d.weight })),
      };
    }
  }
  if (!input.apply || (changes.length === 0 && Object.keys(repriced).length === 0)) {
    return { applied: false, changes, unmatched, cases: casesOut, version: null };
  }
  const version = await db.transaction(async (tx) => {
    await lockPublishes(tx);
    for (const c of changes) await tx.update(items).set({ price: c.after }).where(eq(items.id, c.itemId));
    const published = Object.keys(repriced).length > 0 ? await publishVersion(tx, game, repriced, { note: 'price import', actorId: actor.userId }) : null;
    await recordAudit(tx, actor, {
      action: 'catalog.import_prices',
      target: published ? `catalog_version:${published.id}` : 'items',
      before: { items: changes.map((c) => ({ id: c.itemId, price: c.before })), cases: casesOut.map((c) => ({ id: c.caseId, price: c.priceBefore })) },
      after: { items: changes.map((c) => ({ id: c.itemId, price: c.after })), cases: casesOut.map((c) => ({ id: c.caseId, price: c.priceAfter })) },
    });
    return published?.id ?? null;
  });
  return { applied: true, changes, unmatched, cases: casesOut, version };
}
