import { sql } from 'drizzle-orm';
import type { FreeCaseGift } from '@tastydrop/domain';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Leaderboards, events, the battle pass and raffles (docs/decisions/015-leaderboards-and-events.md).
 * Everything is fed incrementally from the activity rows (openings, upgrades, contracts, …) by one job
 * that remembers, per source, the last row it applied.
 */
export const activityCursors = pgTable('activity_cursors', {
  source: text('source').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  /** Rows up to here are known committed (or rolled back): see modules/activity/safe-horizon.ts. */
  safeId: bigint('safe_id', { mode: 'number' }).notNull().default(0),
  /** The id bound being confirmed and the transactions that were writing the table when it was taken. */
  boundId: bigint('bound_id', { mode: 'number' }),
  /** `{ pid, vxid }` per writer; cursors written before writers were told by their locks hold `{ pid, since }`. */
  boundWait: jsonb('bound_wait').$type<({ pid: number | null; vxid: string } | { pid: number; since: string })[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A prize place: the catalog item the player at `place` receives. */
export interface PrizePlace {
  place: number;
  itemId: number;
}

export const leaderboards = pgTable(
  'leaderboards',
  {
    id: serial('id').primaryKey(),
    /** `daily-2026-11-24`, `weekly-2026-11-23`, `event-autumn`: one board per period. */
    slug: text('slug').notNull(),
    type: text('type', { enum: ['daily', 'weekly', 'event'] }).notNull(),
    title: text('title').notNull(),
    /** A translation key under `leaderboards` or plain text. */
    description: text('description').notNull(),
    image: text('image').notNull(),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    prizes: jsonb('prizes').$type<PrizePlace[]>().notNull().default([]),
    /** Daily and weekly boards start the next period when they close. */
    rolls: boolean('rolls').notNull().default(true),
    status: text('status', { enum: ['active', 'closed'] }).notNull().default('active'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('leaderboards_slug_key').on(t.slug), index('leaderboards_status_idx').on(t.status, t.endsAt), check('leaderboards_period', sql`${t.endsAt} > ${t.startsAt}`)],
);

/** Per board and player: money spent in the period. `lastActivity` orders ties: who got there first ranks first. */
export const leaderboardScores = pgTable(
  'leaderboard_scores',
  {
    leaderboardId: integer('leaderboard_id')
      .notNull()
      .references(() => leaderboards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    lastActivity: text('last_activity').notNull(),
  },
  // A place is counted over this index alone: the scores above a player, read without their rows (ranking-sql.ts).
  (t) => [primaryKey({ columns: [t.leaderboardId, t.userId] }), index('leaderboard_scores_place_idx').on(t.leaderboardId, t.spent, t.lastActivity, t.userId)],
);

/** One row per awarded place: the primary key makes each prize exactly once. */
export const leaderboardAwards = pgTable(
  'leaderboard_awards',
  {
    leaderboardId: integer('leaderboard_id')
      .notNull()
      .references(() => leaderboards.id),
    place: integer('place').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id').notNull(),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the winner closed the reward popup (null: it is still to be shown). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.leaderboardId, t.place] }), index('leaderboard_awards_user_idx').on(t.userId)],
);

/** Presentation of an event : colours, images, tabs and popup. */
export interface EventLook {
  textTitle: string;
  eventTitle: string;
  eventSubtitle: string;
  eventFullName: string;
  casesSectionTitles: Record<string, string>;
  gradient: string[];
  gradientHovered: string[];
  challengeCardGradient: string[];
  eventButtonGradient: { color: string[]; hover: string[] };
  coinsColor: string;
  coinsIcon: string;
  imageBackground: string;
  imageLogo: string;
  imageOverview: string;
  getCases: string;
  getCasesImages: string[];
  activeTabs: ('FreeCases' | 'NewCases' | 'TastyBattlePass' | 'Techies' | 'Top')[];
  popup: { images: string[]; gradient: string[]; popupShadowGradient: string[] };
  banners: { title: string; text: string; image: string; link: string }[];
}

/** A free case an event gives each player who has opened at least `minEventOpens` of its cases (FreeCases tab). */
export interface EventFreeCaseSpec extends FreeCaseGift {
  minEventOpens: number;
}

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    look: jsonb('look').$type<EventLook>().notNull(),
    /** Case slugs of the event (its section's cases and coin cases are found by section). */
    caseSlugs: jsonb('case_slugs').$type<string[]>().notNull().default([]),
    leaderboardId: integer('leaderboard_id').references(() => leaderboards.id),
    /** Raffle: the seed is committed (hash shown) at the start and revealed after the draw. */
    raffleSeed: text('raffle_seed').notNull(),
    raffleSeedHash: text('raffle_seed_hash').notNull(),
    /** Catalog item ids given to raffle places 1, 2, … */
    rafflePrizes: jsonb('raffle_prizes').$type<number[]>().notNull().default([]),
    /** Kopecks spent on event cases per raffle ticket. */
    ticketPrice: bigint('ticket_price', { mode: 'number' }).notNull().default(10_000),
    raffleDrawnAt: timestamp('raffle_drawn_at', { withTimezone: true }),
    /** When the raffle is drawn; null: as the event closes (its end plus the close grace). */
    raffleDrawAt: timestamp('raffle_draw_at', { withTimezone: true }),
    /** The tickets drawn from, `[userId, tickets]` in user id order, kept at the draw so anyone re-runs it. */
    raffleEntrants: jsonb('raffle_entrants').$type<[number, number][]>(),
    freeCases: jsonb('free_cases').$type<EventFreeCaseSpec[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('events_slug_key').on(t.slug), index('events_period_idx').on(t.startsAt, t.endsAt)],
);

/** Per event and player: coins earned (battle pass progress), raffle tickets and money toward the next ticket. */
export const eventUsers = pgTable(
  'event_users',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    coinsEarned: bigint('coins_earned', { mode: 'number' }).notNull().default(0),
    tickets: integer('tickets').notNull().default(0),
    ticketSpend: bigint('ticket_spend', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/** Per event, player and case: opens and coins (GET /v1/event/personal-progress). */
export const eventCaseProgress = pgTable(
  'event_case_progress',
  {
    eventId: integer('event_id').notNull(),
    userId: integer('user_id').notNull(),
    caseId: integer('case_id').notNull(),
    opened: integer('opened').notNull().default(0),
    coins: bigint('coins', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.caseId] })],
);

/** A battle pass level: cumulative coins needed and what claiming it gives. */
export interface BattlePassRewardCase {
  caseId: number;
  opens: number;
}

export const battlePassLevels = pgTable(
  'battle_pass_levels',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    level: integer('level').notNull(),
    /** Cumulative coins (hundredths) earned in the event to reach the level. */
    cost: bigint('cost', { mode: 'number' }).notNull(),
    rewardCoins: bigint('reward_coins', { mode: 'number' }).notNull().default(0),
    rewardMoney: bigint('reward_money', { mode: 'number' }).notNull().default(0),
    /** Free opens of cases given on claim (rare and ultra levels), granted as free cases. */
    rewardCases: jsonb('reward_cases').$type<BattlePassRewardCase[]>().notNull().default([]),
    /** The content version that wrote this level (null: written before versions existed). */
    contentVersion: integer('content_version'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.level] })],
);

export const battlePassTasks = pgTable(
  'battle_pass_tasks',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    level: integer('level').notNull(),
    type: text('type', { enum: ['open_cases', 'spend', 'win_battles', 'upgrade', 'contract'] }).notNull(),
    /** Opens, upgrades, contracts or wins; kopecks for `spend`. */
    goal: bigint('goal', { mode: 'number' }).notNull(),
    /** For `open_cases`: only these cases count (empty: any). */
    caseIds: jsonb('case_ids').$type<number[]>().notNull().default([]),
    description: text('description').notNull(),
    rewardCoins: bigint('reward_coins', { mode: 'number' }).notNull().default(0),
    rewardMoney: bigint('reward_money', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('battle_pass_tasks_event_idx').on(t.eventId, t.level)],
);

export const battlePassTaskProgress = pgTable(
  'battle_pass_task_progress',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => battlePassTasks.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] })],
);

/** One row per claimed level: the primary key makes a claim exactly once. */
export const battlePassClaims = pgTable(
  'battle_pass_claims',
  {
    eventId: integer('event_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    level: integer('level').notNull(),
    /** The pass version whose reward this claim gave (null: before versions existed). */
    contentVersion: integer('content_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.level] })],
);

/** Raffle winners, one row per place. */
export const raffleWinners = pgTable(
  'raffle_winners',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    position: integer('position').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tickets: integer('tickets').notNull(),
    itemId: integer('item_id').notNull(),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.position] }), uniqueIndex('raffle_winners_user_key').on(t.eventId, t.userId)],
);
