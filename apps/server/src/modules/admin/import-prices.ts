import { eq } from 'drizzle-orm';
import {
  fromWire,
  type Game,
  parsePriceExport,
  percentToShare,
  type PriceImportPreview,
  type PriceImportRequest,
  RTP_BAND,
} from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { items } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { recordAudit } from './audit.js';
import { lockPublishes } from './catalog-versions.js';
import { checkCaseReturns, returnAllowed, returnCeiling, type CaseReturn } from './check-case-returns.js';
import { mayPublish, type ConsoleActor } from './console-roles.js';
import { priceForTarget } from './market-reprice.js';
import { applyPriceChange, asReturnChange, draftPriceChange, type PriceChange } from './price-changes.js';

const previewCase = (c: CaseReturn): PriceImportPreview['cases'][number] => ({
  caseId: c.caseId,
  name: c.name,
  rtpBefore: c.rtpBefore,
  rtpAfter: c.rtpAfter,
  outOfRange: c.outOfRange,
  priceBefore: c.priceBefore,
  priceAfter: c.priceAfter,
});

/**
 * Prices from a market export: which items change, which names match nothing, and how each case's return moves
 * (through the one return check; out of range: outside the allowed band, above the ceiling or priced at zero). A
 * re-price target must itself lie inside the band. With `apply`, an account that may publish writes the prices and
 * the re-priced cases as one new catalog version, refused when any case would be out of range; any other account's
 * import waits as a draft for one that may. One audit row either way.
 */
export async function importPrices(db: Db, actor: ConsoleActor, game: Game, input: PriceImportRequest, rtpCeiling: number): Promise<PriceImportPreview> {
  if (input.repriceToTarget && !returnAllowed(input.targetRtp, rtpCeiling)) {
    throw new AppError('catalog_rtp_target_invalid', { target: input.targetRtp, min: percentToShare(RTP_BAND.min), ceiling: returnCeiling(rtpCeiling) });
  }
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

  return db.transaction(async (tx) => {
    const publishing = input.apply && mayPublish(actor);
    if (publishing) await lockPublishes(tx);
    const moved = await checkCaseReturns(tx, game, { itemPrices: next }, rtpCeiling, { enforce: false });
    const change: PriceChange = { items: changes, casePrices: [] };
    if (input.repriceToTarget) {
      for (const m of moved) {
        if (m.free) continue;
        const price = priceForTarget(m, input.targetRtp);
        if (price !== m.priceAfter) change.casePrices.push({ caseId: m.caseId, price });
      }
    }
    const preview = change.casePrices.length > 0 ? await checkCaseReturns(tx, game, await asReturnChange(tx, game, change), rtpCeiling, { enforce: false }) : moved;
    const result = { changes, unmatched, cases: preview.map(previewCase) };
    if (!input.apply || (changes.length === 0 && change.casePrices.length === 0)) return { ...result, applied: false, version: null, approvalId: null };

    const audit = {
      before: { items: changes.map((c) => ({ id: c.itemId, price: c.before })), cases: preview.map((c) => ({ id: c.caseId, price: c.priceBefore })) },
      after: { items: changes.map((c) => ({ id: c.itemId, price: c.after })), cases: preview.map((c) => ({ id: c.caseId, price: c.priceAfter })) },
    };
    if (!publishing) {
      const { approvalId } = await draftPriceChange(tx, actor, game, change, rtpCeiling, `price import: ${changes.length} items, ${change.casePrices.length} cases`);
      await recordAudit(tx, actor, { action: 'catalog.import_prices_draft', target: `approval:${approvalId}`, ...audit });
      return { ...result, applied: false, version: null, approvalId };
    }
    const { version } = await applyPriceChange(tx, actor, game, change, rtpCeiling, 'price import');
    await recordAudit(tx, actor, { action: 'catalog.import_prices', target: version ? `catalog_version:${version}` : 'items', ...audit });
    return { ...result, applied: true, version, approvalId: null };
  });
}
