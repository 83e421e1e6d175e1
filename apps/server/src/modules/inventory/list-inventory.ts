import { and, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ITEM_TYPES, toWire, type InventoryGroup, type InventoryList, type ItemReview } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { ownerRowsDescending } from '../../platform/db/owner-rows.js';
import { inventoryItems, items, itemTypes, users, withdrawalReviews, withdrawals } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';
import { GROUP_STATUSES } from './inventory-groups.js';
import { itemTypeSql, presentInventoryItem, selectItemRows } from './inventory-rows.js';

export interface InventoryPage {
  userId: number;
  group: InventoryGroup;
  page: number;
  perPage: number;
}

/** One page of a player's inventory group, with the group's item count and total price. */
export async function listInventory(db: DbOrTx, query: InventoryPage, now: Date = new Date()): Promise<InventoryList> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, query.userId)).limit(1);
  if (!owner) throw new AppError('userNotFound');

  const statuses = GROUP_STATUSES[query.group];
  const filters: SQL[] = [];
  if (statuses) filters.push(inArray(inventoryItems.status, [...statuses]));
  // A battle's won items stay hidden until its result is revealed.
  else filters.push(ne(inventoryItems.status, 'before'));
  if (query.group === 'upgrade') filters.push(sql`${itemTypeSql} = ${ITEM_TYPES.regular}`);

  const [totals] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number), sum: sql<number>`coalesce(sum(${inventoryItems.price}), 0)`.mapWith(Number) })
    .from(inventoryItems)
    .innerJoin(items, eq(items.id, inventoryItems.itemId))
    .leftJoin(itemTypes, eq(itemTypes.itemId, inventoryItems.itemId))
    .where(and(eq(inventoryItems.userId, query.userId), ...filters));

  // The page's ids are picked from the index alone (the offset skips index entries, never table rows), then only
  // those rows are read with their catalog item (docs/decisions/063-deep-pages-and-search.md).
  const upgrade = query.group === 'upgrade';
  const newest = ownerRowsDescending(inventoryItems.userId, query.userId, inventoryItems.id);
  const order = upgrade ? [desc(inventoryItems.price), desc(inventoryItems.id)] : newest.orderBy;
  const pick = db.select({ id: inventoryItems.id }).from(inventoryItems);
  const pageIds = (upgrade ? pick.leftJoin(itemTypes, eq(itemTypes.itemId, inventoryItems.itemId)) : pick)
    .where(and(newest.where, ...filters))
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const rows = await selectItemRows(db)
    .where(inArray(inventoryItems.id, pageIds))
    .orderBy(...(upgrade ? order : [desc(inventoryItems.id)]));

  const protectedUntil = await protectionEnds(
    db,
    rows.filter((row) => row.status === 'STEAM_WITHDRAWN').map((row) => row.id),
    now,
  );
  const reviews = await reviewsOf(
    db,
    rows.filter((row) => row.status === 'PREPARING' || row.status === 'progress'),
    now,
  );
  return {
    items: rows.map((row) => {
      const item = presentInventoryItem(row, now);
      const until = protectedUntil.get(row.id);
      const review = reviews.get(row.id);
      return { ...item, ...(until ? { protectedUntil: until.toISOString() } : {}), ...(review ? { review } : {}) };
    }),
    totalItem: totals?.count ?? 0,
    totalPrice: toWire(totals?.sum ?? 0),
  };
}


/** Withdrawn CS2 items whose delivering trade can still be reversed, with until when (docs/decisions/056-trade-protection.md). */
async function protectionEnds(db: DbOrTx, ids: number[], now: Date): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: withdrawals.inventoryItemId, until: withdrawals.protectedUntil })
    .from(withdrawals)
    .where(and(inArray(withdrawals.inventoryItemId, ids), eq(withdrawals.status, 'accepted'), gt(withdrawals.protectedUntil, now)));
  return new Map(rows.map((r) => [r.id, r.until!]));
}

/** A refusal stays shown on the returned item this long. */
const REFUSAL_SHOWN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Items whose withdrawal waits for the console's review (PREPARING), or came back refused lately (progress), with where
 * the review stands (docs/decisions/059-withdrawal-review.md).
 */
async function reviewsOf(db: DbOrTx, rows: { id: number; status: string }[], now: Date): Promise<Map<number, ItemReview>> {
  if (rows.length === 0) return new Map();
  const latest = await db
    .selectDistinctOn([withdrawalReviews.inventoryItemId], {
      id: withdrawalReviews.inventoryItemId,
      state: withdrawalReviews.state,
      refusal: withdrawalReviews.refusal,
      decidedAt: withdrawalReviews.decidedAt,
    })
    .from(withdrawalReviews)
    .where(inArray(withdrawalReviews.inventoryItemId, rows.map((r) => r.id)))
    .orderBy(withdrawalReviews.inventoryItemId, desc(withdrawalReviews.id));
  const status = new Map(rows.map((r) => [r.id, r.status]));
  const out = new Map<number, ItemReview>();
  for (const r of latest) {
    if ((r.state === 'waiting' || r.state === 'identity') && status.get(r.id) === 'PREPARING') out.set(r.id, { state: r.state, refusal: null });
    const recent = r.decidedAt && now.getTime() - r.decidedAt.getTime() < REFUSAL_SHOWN_MS;
    if (r.state === 'refused' && recent && status.get(r.id) === 'progress') out.set(r.id, { state: 'refused', refusal: (r.refusal ?? 'other') as ItemReview['refusal'] });
  }
  return out;
}
