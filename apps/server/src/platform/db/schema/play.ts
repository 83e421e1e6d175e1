import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A player's seed pairs; exactly one is active. The server seed is revealed on rotation. */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The next nonce to use. */
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('fairness_seeds_one_active').on(t.userId).where(sql`${t.active}`), index('fairness_seeds_user_idx').on(t.userId)],
);

/**
 * Items players own; prices are fixed at the moment of the drop.
 * Catalog references (item, case) carry no foreign key on purpose: catalog rows are
 * never deleted, and a key check would take a share lock on the same hot catalog row
 * in every opening (docs/decisions/007-case-opening.md).
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('progress'),
    source: text('source', { enum: ['Case', 'Battle', 'Contract', 'Change', 'Upgrade'] }).notNull(),
    /** CS skins: the wear float the opening, upgrade, contract or battle rolled; null for items without one. */
    float: doublePrecision('float'),
    /** When the running timer of a withdrawal ends; null when none runs. */
    timerUntil: timestamp('timer_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A player's items by status (group counts), newest first (inventory pages) and dearest first (the best drop).
  // The status, price and item ride along in the keys so that a page's ids and a group's count and sum are read from
  // an index alone, never the items (docs/decisions/063-deep-pages-and-search.md).
  (t) => [
    index('inventory_items_user_status_price_idx').on(t.userId, t.status, t.price, t.itemId),
    index('inventory_items_user_id_status_idx').on(t.userId, t.id, t.status),
    index('inventory_items_user_price_idx').on(t.userId, t.price, t.id),
  ],
);

/**
 * What each player's items are worth, kept by statement triggers on inventory_items (migrations 0016
 * and 0027): every path that adds, sells, stakes or returns an item moves it in the same statement, so
 * the header, a sale's answer and the profit read one row instead of summing the inventory
 * (docs/decisions/041-inventory-value.md, 011-player-profit.md). A player without a row holds nothing.
 */
export const inventoryValues = pgTable('inventory_values', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The available items (status progress). */
  value: bigint('value', { mode: 'number' }).notNull().default(0),
  /** Every item won from cases, upgrades, contracts and battles, at its drop price (an opened pack by its contents). */
  won: bigint('won', { mode: 'number' }).notNull().default(0),
  /** The items staked in upgrades and contracts. */
  staked: bigint('staked', { mode: 'number' }).notNull().default(0),
});

/**
 * What every provably fair result stores to be verified later: the seed pair it used
 * (with the hash shown before play), nonce, cursor and ticket.
 */
export function rollColumns() {
  return {
    seedId: integer('seed_id')
      .notNull()
      .references(() => fairnessSeeds.id),
    clientSeed: text('client_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    nonce: integer('nonce').notNull(),
    cursor: integer('cursor').notNull().default(0),
    ticket: integer('ticket').notNull(),
  };
}

/** One row per opened case: what was paid, which seeds and nonce, which ticket and item. */
export const openings = pgTable(
  'openings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    caseId: integer('case_id').notNull(),
    itemId: integer('item_id').notNull(),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' })
      .notNull()
      .references(() => inventoryItems.id),
    currency: text('currency', { enum: ['GOLD', 'TASTY_COIN'] }).notNull(),
    pricePaid: bigint('price_paid', { mode: 'number' }).notNull(),
    ...rollColumns(),
    /** CS skins: the wear float, rolled on cursor FLOAT_CURSOR_OFFSET + cursor into the item's float range; null otherwise. */
    float: doublePrecision('float'),
    /** The catalog version whose drop table the roll used (null: opened before catalog versions). */
    catalogVersion: integer('catalog_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A player's openings, newest first (all, or of one case), and the recent ones for the best-drops list.
  // A case's latest openings (realised return to player over a window).
  (t) => [
    index('openings_user_id_idx').on(t.userId, t.id),
    index('openings_user_case_idx').on(t.userId, t.caseId, t.id),
    index('openings_created_idx').on(t.createdAt),
    index('openings_case_idx').on(t.caseId, t.id),
    // How often an item dropped (the site's count of top drops) without reading every opening.
    index('openings_item_idx').on(t.itemId),
  ],
);

/** Per player and case: opens so far (limits and every-N-free). */
export const caseUserOpens = pgTable(
  'case_user_opens',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    caseId: integer('case_id').notNull(),
    opened: integer('opened').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.caseId] })],
);
