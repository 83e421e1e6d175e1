import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { items } from './catalog.js';

/** The price feeds (docs/decisions/051); `modules/prices` alone writes these tables. */
export const PRICE_SOURCES = ['skinport', 'market', 'steam'] as const;

/** Each source's latest quote of each catalog item: what the market price is taken from. */
export const latestQuotes = pgTable(
  'latest_quotes',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    source: text('source', { enum: PRICE_SOURCES }).notNull(),
    /** Kopecks. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** Listings or sales behind the price, when the feed says. */
    volume: integer('volume'),
    /** When the feed says the price held. */
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.source] }), check('latest_quotes_price_positive', sql`${t.price} > 0`)],
);

/**
 * The price history per item and source: the last quote of each hour, so a feed pulled every few minutes keeps at
 * most 24 rows a day per item, and a 30-day chart reads at most 720 points per source.
 */
export const priceQuotes = pgTable(
  'price_quotes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    source: text('source', { enum: PRICE_SOURCES }).notNull(),
    /** The hour the quote falls in (UTC, whole hours). */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    /** Kopecks. */
    price: bigint('price', { mode: 'number' }).notNull(),
    volume: integer('volume'),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('price_quotes_item_source_hour_key').on(t.itemId, t.source, t.hour), check('price_quotes_price_positive', sql`${t.price} > 0`)],
);

/** Why a source was left out of an item's market price. */
export type DroppedSource = { source: (typeof PRICE_SOURCES)[number]; reason: 'stale' | 'outlier' };

/** An item's market price: the last robust price taken from the feeds, kept when a later run finds none. */
export const marketPrices = pgTable(
  'market_prices',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id),
    /** Kopecks: the last good robust price. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** The sources that price was taken from. */
    sources: text('sources', { enum: PRICE_SOURCES }).array().notNull(),
    /** The sources left out of the latest run, and why. */
    dropped: jsonb('dropped').$type<DroppedSource[]>().notNull().default([]),
    /** When the price was last taken. */
    pricedAt: timestamp('priced_at', { withTimezone: true }).notNull(),
    /** Since when every run found no usable quote and the price above is held; null while it follows the feeds. */
    heldSince: timestamp('held_since', { withTimezone: true }),
  },
  (t) => [check('market_prices_price_positive', sql`${t.price} > 0`)],
);

/** How each feed fared on its last run, per game: what the console shows. */
export const priceFeedRuns = pgTable(
  'price_feed_runs',
  {
    source: text('source', { enum: PRICE_SOURCES }).notNull(),
    game: text('game', { enum: ['dota', 'cs'] }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
    /** The last run that brought quotes; null until one has. */
    lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
    /** The feed's error code on the last run (feed_unavailable, feed_timeout, feed_rate_limited, feed_malformed); null when it answered. */
    lastError: text('last_error'),
    /** Quotes the last answer held that matched a catalog item, and how many it held that were nonsense. */
    matched: integer('matched').notNull().default(0),
    dropped: integer('dropped').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.source, t.game] })],
);
