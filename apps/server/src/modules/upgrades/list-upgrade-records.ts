import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { ticketsToPercent, toWire, type UpgradeRecord } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { ownerRowsDescending } from '../../platform/db/owner-rows.js';
import { fairnessSeeds, items, upgrades } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import type { ItemRow } from '../items/consume-items.js';
import { presentItemRef } from './present-item.js';
import { floatRangeOf } from '../items/item-float.js';

type UpgradeRow = typeof upgrades.$inferSelect;
type Row = { upgrade: UpgradeRow; seedActive: boolean; serverSeed: string };

/** Catalog rows by id for the items the records name. */
export async function itemsById(db: DbOrTx, ids: Iterable<number>): Promise<Map<number, ItemRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(items).where(inArray(items.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A stand-in for a catalog row that no longer exists (catalog rows are never deleted; this is defensive). */
function itemOr(map: Map<number, ItemRow>, id: number) {
  return map.get(id) ?? { id, name: `#${id}`, image: '', rarity: 'common' };
}

async function present(db: DbOrTx, rows: Row[]): Promise<UpgradeRecord[]> {
  const ids = rows.flatMap((r) => [r.upgrade.targetItemId, ...(r.upgrade.prizeItemId ? [r.upgrade.prizeItemId] : []), ...r.upgrade.inputItems.map((i) => i.itemId)]);
  const byId = await itemsById(db, ids);
  return rows.map(({ upgrade: u, seedActive, serverSeed }) => {
    const prize = u.prizeItemId ? itemOr(byId, u.prizeItemId) : null;
    return {
      id: u.id,
      inputTotal: toWire(u.inputTotal),
      inputItems: u.inputItems.map((i) => presentItemRef(itemOr(byId, i.itemId), i.price)),
      target: presentItemRef(itemOr(byId, u.targetItemId), u.targetPrice),
      rateBp: u.rateBp,
      chance: ticketsToPercent(u.chanceTickets),
      reversed: u.reversed,
      success: u.success,
      // A won target keeps the price it was played at; a pity item shows its catalog price.
      prize: prize ? presentItemRef(prize, u.success ? u.targetPrice : (byId.get(prize.id)?.price ?? 0)) : null,
      coinsPrize: toWire(u.coinsPrize),
      serverSeedHash: u.serverSeedHash,
      // The server seed stays secret until the pair is rotated.
      serverSeed: seedActive ? null : serverSeed,
      clientSeed: u.clientSeed,
      nonce: u.nonce,
      cursor: u.cursor,
      ticket: u.ticket,
      float: u.float,
      floatRange: u.float !== null && u.prizeItemId && byId.has(u.prizeItemId) ? floatRangeOf(byId.get(u.prizeItemId)!) : null,
      createdAt: u.createdAt.toISOString(),
    };
  });
}

function baseQuery(db: DbOrTx) {
  return db
    .select({ upgrade: upgrades, seedActive: fairnessSeeds.active, serverSeed: fairnessSeeds.serverSeed })
    .from(upgrades)
    .innerJoin(fairnessSeeds, eq(fairnessSeeds.id, upgrades.seedId));
}

/** The player's upgrades with the seeds that decided them, newest first. */
export async function listUpgradeRecords(db: DbOrTx, userId: number, q: { page: number; perPage: number }) {
  const newest = ownerRowsDescending(upgrades.userId, userId, upgrades.id);
  // The page's ids from the (user_id, id) index alone, then only those rows with their seeds (docs/decisions/063).
  const pageIds = db
    .select({ id: upgrades.id })
    .from(upgrades)
    .where(newest.where)
    .orderBy(...newest.orderBy)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [rows, [total]] = await Promise.all([
    baseQuery(db).where(inArray(upgrades.id, pageIds)).orderBy(desc(upgrades.id)),
    db.select({ n: count() }).from(upgrades).where(eq(upgrades.userId, userId)),
  ]);
  return { items: await present(db, rows), total: total?.n ?? 0 };
}

export async function getUpgradeRecord(db: DbOrTx, userId: number, upgradeId: number): Promise<UpgradeRecord> {
  const rows = await baseQuery(db).where(and(eq(upgrades.id, upgradeId), eq(upgrades.userId, userId)));
  if (rows.length === 0) throw new AppError('dataNotFound');
  return (await present(db, rows))[0]!;
}
