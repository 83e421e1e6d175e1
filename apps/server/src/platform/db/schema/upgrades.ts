import { bigint, bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { rollColumns } from './play.js';
import { users } from './users.js';

/** An item that went into an upgrade or contract, priced as it was then. */
export interface ConsumedItem {
  inventoryItemId: number;
  itemId: number;
  price: number;
}

/** A catalog item a contract could draw, in draw order: [itemId, price in kopecks]. */
export type CandidateTuple = [number, number];

/**
 * One row per upgrade: what went in, the target, the chance it was played at and the seeds,
 * nonce and ticket that decided it (docs/decisions/010-upgrades-and-contracts.md).
 * Catalog references carry no foreign key, as in openings (decision 007).
 */
export const upgrades = pgTable(
  'upgrades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    inputItems: jsonb('input_items').$type<ConsumedItem[]>().notNull(),
    inputTotal: bigint('input_total', { mode: 'number' }).notNull(),
    targetItemId: integer('target_item_id').notNull(),
    targetPrice: bigint('target_price', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    chanceTickets: integer('chance_tickets').notNull(),
    reversed: boolean('reversed').notNull(),
    success: boolean('success').notNull(),
    /** The target on a win, the pity item on a loss (if any). */
    prizeItemId: integer('prize_item_id'),
    prizeInventoryItemId: bigint('prize_inventory_item_id', { mode: 'number' }),
    /** Coins (hundredths) given on a loss. */
    coinsPrize: bigint('coins_prize', { mode: 'number' }).notNull().default(0),
    ...rollColumns(),
    /** CS skins: the prize's wear float, rolled on cursor FLOAT_CURSOR_OFFSET + cursor into its float range; null otherwise. */
    float: doublePrecision('float'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upgrades_user_idx').on(t.userId, t.id), index('upgrades_created_idx').on(t.createdAt)],
);

/** One row per contract, with the candidates it was drawn from so the draw can be verified later. */
export const contracts = pgTable(
  'contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    inputItems: jsonb('input_items').$type<ConsumedItem[]>().notNull(),
    inputTotal: bigint('input_total', { mode: 'number' }).notNull(),
    returnBp: integer('return_bp').notNull(),
    candidates: jsonb('candidates').$type<CandidateTuple[]>().notNull(),
    prizeItemId: integer('prize_item_id').notNull(),
    prizePrice: bigint('prize_price', { mode: 'number' }).notNull(),
    prizeInventoryItemId: bigint('prize_inventory_item_id', { mode: 'number' }).notNull(),
    ...rollColumns(),
    /** CS skins: the prize's wear float, rolled on cursor FLOAT_CURSOR_OFFSET + cursor into its float range; null otherwise. */
    float: doublePrecision('float'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contracts_user_idx').on(t.userId, t.id)],
);
