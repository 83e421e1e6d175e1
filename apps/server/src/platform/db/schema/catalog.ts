import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Catalog items that cases drop (real game cosmetics with our own art). */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    game: text('game', { enum: ['dota', 'cs'] }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    hero: text('hero').notNull(),
    slot: text('slot').notNull(),
    rarity: text('rarity').notNull(),
    /** Kopecks. */
    price: bigint('price', { mode: 'number' }).notNull(),
    image: text('image').notNull(),
    /** CS skins: the float range a drop of this item (one exterior of one skin) rolls in; null for items without wear. */
    floatMin: doublePrecision('float_min'),
    floatMax: doublePrecision('float_max'),
    /** Retired from the console's drop-table editor: no new table may add it; tables that hold it keep it until republished. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('items_game_slug_key').on(t.game, t.slug), index('items_price_idx').on(t.price), check('items_price_positive', sql`${t.price} > 0`)],
);

export interface SectionAppearance {
  cardsBackground: string;
  cardsCircle: string;
  cardsHover: string;
  cardsShadow: string;
  lineBreaks: number;
  titleIcon: string;
  gradient: string[];
  gradientText: string[];
}

export const caseSections = pgTable(
  'case_sections',
  {
    id: serial('id').primaryKey(),
    game: text('game', { enum: ['dota', 'cs'] }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    isEvent: boolean('is_event').notNull().default(false),
    status: text('status', { enum: ['active', 'hidden'] }).notNull().default('active'),
    showOnMain: boolean('show_on_main').notNull().default(true),
    showInBattles: boolean('show_in_battles').notNull().default(true),
    appearance: jsonb('appearance').$type<SectionAppearance>().notNull(),
  },
  (t) => [uniqueIndex('case_sections_game_slug_key').on(t.game, t.slug)],
);

export interface CaseLabel {
  type: 'bestseller' | 'cashback' | 'fifty_fifty' | 'free' | 'new' | 'update' | 'exclusive' | 'custom';
  name: string;
  color: string;
  freeOpens?: number;
}

export interface CaseAppearance {
  image: string;
  colors: [string, string];
  accent: string;
  /** The art's container and emblem; cases without them get ones picked from their slug. */
  shape?: string;
  emblem?: string;
}

export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    game: text('game', { enum: ['dota', 'cs'] }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => caseSections.id),
    sort: integer('sort').notNull().default(0),
    /** GOLD cases cost money (kopecks); TASTY_COIN cases cost coins (hundredths). */
    currency: text('currency', { enum: ['GOLD', 'TASTY_COIN'] }).notNull().default('GOLD'),
    price: bigint('price', { mode: 'number' }).notNull(),
    oldPrice: bigint('old_price', { mode: 'number' }),
    available: boolean('available').notNull().default(true),
    /** Kept out of the live catalog altogether (not listed, not openable) until shown again. */
    hidden: boolean('hidden').notNull().default(false),
    appearance: jsonb('appearance').$type<CaseAppearance>().notNull(),
    label: jsonb('label').$type<CaseLabel | null>(),
    /**
     * No longer written or read: a case's volatility is measured from its table in force
     * (docs/decisions/045-volatility-from-the-table.md). Dropped once no running release writes it.
     */
    volatility: integer('volatility'),
    isOffer: boolean('is_offer').notNull().default(false),
    isLanding: boolean('is_landing').notNull().default(false),
    multifixNumber: integer('multifix_number'),
    multicastRange: jsonb('multicast_range').$type<[number, number] | null>(),
    everyNOpenFree: integer('every_n_open_free'),
    tastyCoinsMin: integer('tasty_coins_min').notNull().default(0),
    tastyCoinsMax: integer('tasty_coins_max').notNull().default(0),
    bonuses: jsonb('bonuses').$type<{ currencyCode: string; amountMin: number; amountMax: number }[]>().notNull().default([]),
    /** Level needed to open. */
    level: integer('level').notNull().default(0),
    locked: boolean('locked').notNull().default(false),
    /** Total opens allowed across all players (null: unlimited). */
    opensLimit: integer('opens_limit'),
    openedCount: integer('opened_count').notNull().default(0),
    counterType: text('counter_type', { enum: ['quantity', 'time'] }),
    counterStart: timestamp('counter_start', { withTimezone: true }),
    counterEnd: timestamp('counter_end', { withTimezone: true }),
    /**
     * The catalog version that last set this case's table (price, per-open settings, drops); null while
     * no version holds the case. Every open checks it against the version its cached table came from.
     */
    tableVersion: integer('table_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cases_game_slug_key').on(t.game, t.slug),
    index('cases_section_idx').on(t.sectionId),
    check('cases_price_nonnegative', sql`${t.price} >= 0`),
    check('cases_volatility_range', sql`${t.volatility} BETWEEN 1 AND 4`),
    check('cases_opened_within_limit', sql`${t.opensLimit} IS NULL OR ${t.openedCount} <= ${t.opensLimit}`),
  ],
);

/** A case's drop table: odds live here, as integer weights. */
export const caseDrops = pgTable(
  'case_drops',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    weight: integer('weight').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('case_drops_case_item_key').on(t.caseId, t.itemId), check('case_drops_weight_positive', sql`${t.weight} > 0`)],
);

/** One case's drop table as a catalog version holds it: drops in ticket order, so ranges recompute exactly. */
export interface VersionedCase {
  price: number;
  everyNOpenFree: number | null;
  multifixNumber: number | null;
  multicastRange: [number, number] | null;
  drops: { itemId: number; weight: number }[];
}

/**
 * A published catalog: every case's drop table of one game as it was in force. The newest row of
 * a game is live; openings name the version they rolled against. Rows are never changed.
 */
export const catalogVersions = pgTable(
  'catalog_versions',
  {
    id: serial('id').primaryKey(),
    game: text('game', { enum: ['dota', 'cs'] }).notNull(),
    /** Keyed by case id. */
    tables: jsonb('tables').$type<Record<string, VersionedCase>>().notNull(),
    note: text('note').notNull().default(''),
    actorId: integer('actor_id'),
    rolledBackFrom: integer('rolled_back_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_versions_game_idx').on(t.game, t.id)],
);
