import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export interface OfferCase {
  /** Catalog case slug (resolved per game at purchase). */
  slug: string;
  opens: number;
}

/**
 * Offers (personal offers): the secret shop's packages and the personal ones a trigger
 * shows after login. A purchase pays the price and grants the coins, money and free case opens.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    game: text('game', { enum: ['dota', 'cs'] }).notNull(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: ['shop', 'personal'] }).notNull(),
    /** For personal offers: the trigger type that shows it (welcome, dailycasepay). */
    triggerType: text('trigger_type'),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    /** Kopecks. */
    price: bigint('price', { mode: 'number' }).notNull(),
    oldPrice: bigint('old_price', { mode: 'number' }),
    /** Coins (hundredths) and money (kopecks) granted with the purchase. */
    bonusCoins: bigint('bonus_coins', { mode: 'number' }).notNull().default(0),
    bonusMoney: bigint('bonus_money', { mode: 'number' }).notNull().default(0),
    cases: jsonb('cases').$type<OfferCase[]>().notNull().default([]),
    labelName: text('label_name'),
    labelColor: text('label_color'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Hours a personal offer stays open after its trigger fires. */
    lifetimeHours: integer('lifetime_hours').notNull().default(24),
  },
  (t) => [uniqueIndex('offers_game_slug_key').on(t.game, t.slug), check('offers_price_positive', sql`${t.price} > 0`)],
);

/** A personal offer shown to one player (the trigger fired); bought or expired ones stay as history. */
export const offerTriggers = pgTable(
  'offer_triggers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    type: text('type').notNull(),
    /** The case a trigger is about (dailycasepay: the daily case to open again now). */
    caseId: integer('case_id'),
    /** One trigger per key (e.g. one welcome offer per player, one daily-case offer per period). */
    triggerKey: text('trigger_key').notNull(),
    status: text('status', { enum: ['active', 'bought'] }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('offer_triggers_key').on(t.triggerKey), index('offer_triggers_user_idx').on(t.userId)],
);

/** Every purchase; the unique purchase key makes a double purchase (retry, race) impossible. */
export const offerPurchases = pgTable(
  'offer_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    triggerId: integer('trigger_id'),
    purchaseKey: text('purchase_key').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offer_purchases_key').on(t.purchaseKey), index('offer_purchases_user_idx').on(t.userId)],
);
