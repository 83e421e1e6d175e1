import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PrizeSpec } from '@tastydrop/domain';
import { users } from './users.js';

/**
 * Daily (level) cases: one catalog case per level band (docs/decisions/016-daily-cases.md).
 * The case itself lives in `cases` (unavailable for sale, price 0); this row gives its band.
 */
export const dailyCases = pgTable(
  'daily_cases',
  {
    caseId: integer('case_id').primaryKey(),
    game: text('game', { enum: ['dota', 'cs'] }).notNull(),
    levelFrom: integer('level_from').notNull(),
    levelTo: integer('level_to').notNull(),
  },
  (t) => [uniqueIndex('daily_cases_game_band_key').on(t.game, t.levelFrom)],
);

/** When each player may open the next daily case; the conditional upsert on it admits one open per period. */
export const dailyCaseClaims = pgTable('daily_case_claims', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nextOpenAt: timestamp('next_open_at', { withTimezone: true }).notNull(),
  lastCaseId: integer('last_case_id').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  /** The `nextOpenAt` the player was last told about (daily-case notifications go out once per period). */
  notifiedFor: timestamp('notified_for', { withTimezone: true }),
});

/**
 * Free cases granted by missions, promo codes, events, offers and the PWA install bonus.
 * Quantity counters count `remaining` down; time counters end at `expiresAt`.
 */
export const freeCaseGrants = pgTable(
  'free_case_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caseId: integer('case_id').notNull(),
    source: text('source', { enum: ['mission', 'promo', 'event', 'offer', 'pwa'] }).notNull(),
    remaining: integer('remaining').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** One grant per key: a repeated grant (retry, race) adds nothing. */
    grantKey: text('grant_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('free_case_grants_key').on(t.grantKey),
    index('free_case_grants_user_idx').on(t.userId),
    check('free_case_grants_remaining_nonnegative', sql`${t.remaining} >= 0`),
  ],
);

/**
 * The fast missions on offer, edited at the console. An edit never changes a row a player may be
 * progressing on: it retires the row (`retiredAt`) and adds its successor (`replacesId`), so one live
 * row per type. Players see live, active missions within their dates and level band.
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    prize: jsonb('prize').$type<PrizeSpec>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    minLevel: integer('min_level').notNull().default(0),
    maxLevel: integer('max_level'),
    active: boolean('active').notNull().default(true),
    replacesId: integer('replaces_id'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('missions_live_type_key').on(t.type).where(sql`${t.retiredAt} IS NULL`)],
);

/** Fast missions: progress 0 to 3, 3 = done; the prize is paid once (`claimedAt`). */
export const userMissions = pgTable(
  'user_missions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    progress: integer('progress').notNull().default(0),
    /** The e-mail address waiting for confirmation (email mission). */
    pendingEmail: text('pending_email'),
    /** The mission row the player started on: its prize is the one paid, whatever the console changed since. */
    missionId: integer('mission_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] }), check('user_missions_progress_range', sql`${t.progress} BETWEEN 0 AND 3`)],
);

/** Which channels tell the player that a daily case is available. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(false),
  webPush: boolean('web_push').notNull().default(false),
  telegram: boolean('telegram').notNull().default(false),
  vk: boolean('vk').notNull().default(false),
  telegramChatId: text('telegram_chat_id'),
  vkUserId: text('vk_user_id'),
});

/** Web Push subscriptions (one per browser endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    installed: boolean('installed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The notification outbox: one row per message and delivery target, written in the transaction
 * that decides the message is due, delivered by the sender job with retries and backoff, then
 * marked sent. A crash between deciding and sending leaves the row pending for the next run.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['daily_case', 'statement', 'trade_link_hold'] }).notNull(),
    channel: text('channel', { enum: ['push', 'email', 'telegram', 'vk'] }).notNull(),
    /** Push: the subscription id; e-mail: the address; Telegram: the chat id; VK: the user id. */
    target: text('target').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be tried (again); a claim moves it one lease ahead, so a dead sender's row comes back. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** One message per key (per player, period, channel and target). */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('notification_outbox_dedupe_key').on(t.dedupeKey), index('notification_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
