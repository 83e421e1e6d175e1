import { and, count, desc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import { toWire, type ContractHistoryItem, type ContractRecord, type ContractRecordDetails } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { ownerRowsDescending } from '../../platform/db/owner-rows.js';
import { contracts, fairnessSeeds } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { itemsById } from '../upgrades/list-upgrade-records.js';
import { presentItemRef } from '../upgrades/present-item.js';
import { floatRangeOf } from '../items/item-float.js';

type ContractRow = typeof contracts.$inferSelect;
type Row = { contract: ContractRow; seedActive: boolean; serverSeed: string };

async function presentHistory(db: DbOrTx, rows: ContractRow[]): Promise<ContractHistoryItem[]> {
  const byId = await itemsById(db, rows.flatMap((r) => [r.prizeItemId, ...r.inputItems.map((i) => i.itemId)]));
  const ref = (id: number, price: number) => presentItemRef(byId.get(id) ?? { id, name: `#${id}`, image: '', rarity: 'common' }, price);
  return rows.map((r) => ({
    id: r.id,
    inputTotal: toWire(r.inputTotal),
    inputItems: r.inputItems.map((i) => ref(i.itemId, i.price)),
    prize: ref(r.prizeItemId, r.prizePrice),
    createdAt: r.createdAt.toISOString(),
  }));
}

async function presentRecords(db: DbOrTx, rows: Row[]): Promise<ContractRecord[]> {
  const history = await presentHistory(db, rows.map((r) => r.contract));
  const prizes = await itemsById(db, rows.map((r) => r.contract.prizeItemId));
  return rows.map(({ contract: c, seedActive, serverSeed }, i) => ({
    ...history[i]!,
    returnBp: c.returnBp,
    serverSeedHash: c.serverSeedHash,
    // The server seed stays secret until the pair is rotated.
    serverSeed: seedActive ? null : serverSeed,
    clientSeed: c.clientSeed,
    nonce: c.nonce,
    cursor: c.cursor,
    ticket: c.ticket,
    float: c.float,
    floatRange: c.float === null ? null : floatRangeOf(prizes.get(c.prizeItemId) ?? { floatMin: null, floatMax: null }),
  }));
}

/**
 * One page of the player's contracts, newest first: the page's ids are picked from the (user_id, id) index alone, so a
 * deep page skips index entries instead of reading every contract before it (docs/decisions/063-deep-pages-and-search.md).
 */
async function page<T>(db: DbOrTx, userId: number, q: { page: number; perPage: number }, load: (ids: SQLWrapper) => Promise<T[]>) {
  const newest = ownerRowsDescending(contracts.userId, userId, contracts.id);
  const ids = db
    .select({ id: contracts.id })
    .from(contracts)
    .where(newest.where)
    .orderBy(...newest.orderBy)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [items, [total]] = await Promise.all([load(ids), db.select({ n: count() }).from(contracts).where(eq(contracts.userId, userId))]);
  return { items, total: total?.n ?? 0 };
}

/** The player's contracts, newest first. */
export function listContracts(db: DbOrTx, userId: number, q: { page: number; perPage: number }) {
  return page(db, userId, q, async (ids) =>
    presentHistory(db, await db.select().from(contracts).where(inArray(contracts.id, ids)).orderBy(desc(contracts.id))),
  );
}

function recordQuery(db: DbOrTx) {
  return db
    .select({ contract: contracts, seedActive: fairnessSeeds.active, serverSeed: fairnessSeeds.serverSeed })
    .from(contracts)
    .innerJoin(fairnessSeeds, eq(fairnessSeeds.id, contracts.seedId));
}

/** The player's contracts with the seeds that decided them, newest first. */
export function listContractRecords(db: DbOrTx, userId: number, q: { page: number; perPage: number }) {
  return page(db, userId, q, async (ids) => presentRecords(db, await recordQuery(db).where(inArray(contracts.id, ids)).orderBy(desc(contracts.id))));
}

/** One contract with every candidate it was drawn from, in draw order, for the check page. */
export async function getContractRecord(db: DbOrTx, userId: number, contractId: number): Promise<ContractRecordDetails> {
  const rows = await recordQuery(db).where(and(eq(contracts.id, contractId), eq(contracts.userId, userId)));
  if (rows.length === 0) throw new AppError('dataNotFound');
  const [record] = await presentRecords(db, rows);
  return { ...record!, candidates: rows[0]!.contract.candidates.map(([itemId, price]) => ({ itemId, price: toWire(price) })) };
}
