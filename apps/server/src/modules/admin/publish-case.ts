import { and, eq, inArray } from 'drizzle-orm';
import { chanceTickets, dropTableStats, fromWire, itemsPerOpen, type Game, type PublishCaseRequest } from '@tastydrop/domain';
import type { Db, Tx } from '../../platform/db/index.js';
import { caseDrops, cases, items } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { recordAudit } from './audit.js';
import type { ConsoleActor } from './console-roles.js';
import { lockPublishes, publishVersion } from './catalog-versions.js';
import { checkCaseReturns } from './check-case-returns.js';

/** A retired (hidden) item stays in a table that already holds it but may not be added to one. */
async function refuseRetiredItems(tx: Tx, caseId: number, hiddenIds: number[]): Promise<void> {
  if (hiddenIds.length === 0) return;
  // The working table mirrors the table in force once a case is published, so it is what the case holds now.
  const held = await tx.select({ itemId: caseDrops.itemId }).from(caseDrops).where(and(eq(caseDrops.caseId, caseId), inArray(caseDrops.itemId, hiddenIds)));
  const added = hiddenIds.filter((id) => !held.some((h) => h.itemId === id));
  if (added.length > 0) throw new AppError('catalog_item_hidden', { items: added });
}

/**
 * Publishes a case's drop table (and optionally its price) as a new catalog version. Refused when
 * the chances are not whole tickets adding up to one, an item is not of the site's game, or the
 * return check refuses the result (outside the allowed band, above `rtpCeiling`, or priced at zero).
 */
export async function publishCase(db: Db, actor: ConsoleActor, game: Game, caseId: number, input: PublishCaseRequest, rtpCeiling: number): Promise<{ version: number; rtp: number }> {
  return db.transaction(async (tx) => {
    await lockPublishes(tx);
    const [row] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
    if (!row || row.game !== game) throw new AppError('caseNotFound');
    const ids = [...new Set(input.drops.map((d) => d.itemId))];
    if (ids.length !== input.drops.length) throw new AppError('catalog_chances_invalid');
    const found = await tx.select({ id: items.id, price: items.price, game: items.game, hidden: items.hidden }).from(items).where(inArray(items.id, ids));
    const byId = new Map(found.filter((i) => i.game === game).map((i) => [i.id, i]));
    if (byId.size !== ids.length) throw new AppError('invalidItem');
    await refuseRetiredItems(tx, caseId, found.filter((i) => i.hidden).map((i) => i.id));
    const price = input.price === undefined ? row.price : fromWire(input.price);
    const rows = input.drops.map((d) => ({ itemId: d.itemId, price: byId.get(d.itemId)!.price, chance: d.chance }));
    const stats = dropTableStats(rows, { price, everyNOpenFree: row.everyNOpenFree, itemsPerOpen: itemsPerOpen(row) }, rtpCeiling);
    if (!stats.sumsToOne) throw new AppError('catalog_chances_invalid');
    // Tickets follow the price order, most expensive first, as every table does.
    const ordered = [...rows].sort((a, b) => b.price - a.price || a.itemId - b.itemId);
    const table = {
      price,
      everyNOpenFree: row.everyNOpenFree,
      multifixNumber: row.multifixNumber,
      multicastRange: row.multicastRange ?? null,
      drops: ordered.map((d) => ({ itemId: d.itemId, weight: chanceTickets(d.chance) })),
    };
    await checkCaseReturns(tx, game, { tables: { [String(caseId)]: table } }, rtpCeiling, { enforce: true });
    const published = await publishVersion(tx, game, { [String(caseId)]: table }, { note: input.note, actorId: actor.userId });
    await recordAudit(tx, actor, {
      action: 'catalog.publish_case',
      target: `case:${caseId}`,
      before: { version: published.previous, price: row.price },
      after: { version: published.id, price, rtp: stats.rtp, drops: table.drops },
      reason: input.note || null,
    });
    return { version: published.id, rtp: stats.rtp };
  });
}
