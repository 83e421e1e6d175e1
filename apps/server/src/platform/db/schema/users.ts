import { sql } from 'drizzle-orm';
import { playTotalsColumns } from './play-totals-columns.js';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    login: text('login'),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull(),
    regType: text('reg_type', { enum: ['quick', 'steam', 'google', 'vk'] }).notNull(),
    lang: text('lang').notNull().default('ru'),
    admin: boolean('admin').notNull().default(false),
    isFake: boolean('is_fake').notNull().default(false),
    isBot: boolean('is_bot').notNull().default(false),
    /** Money in kopecks; changed only by the wallet. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    coinBalance: bigint('coin_balance', { mode: 'number' }).notNull().default(0),
    bonusBalance: bigint('bonus_balance', { mode: 'number' }).notNull().default(0),
    /** Kopecks a chargeback took beyond the balance; the next deposits settle it first. Changed only by the wallet. */
    debt: bigint('debt', { mode: 'number' }).notNull().default(0),
    experience: integer('experience').notNull().default(0),
    levelGenerated: boolean('level_generated').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    city: text('city'),
    country: text('country'),
    lastIp: text('last_ip'),
    tradeUrl: text('trade_url'),
    /** When a saved trade link was last replaced by another: withdrawals by link wait TRADE_LINK_HOLD_HOURS after it. */
    tradeUrlChangedAt: timestamp('trade_url_changed_at', { withTimezone: true }),
    steamLogin: text('steam_login'),
    steamId: text('steam_id'),
    casesOpened: integer('cases_opened').notNull().default(0),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** A banned player has no sessions and cannot sign in; the reason is shown to them. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
    /** Streamer and test accounts: kept off the leaderboards. */
    boardExcluded: boolean('board_excluded').notNull().default(false),
    /** Withdrawals refused since then (a chargeback or a provider's refund); the console lifts it. */
    withdrawalsFrozenAt: timestamp('withdrawals_frozen_at', { withTimezone: true }),
    withdrawalsFrozenReason: text('withdrawals_frozen_reason'),
    /** When the player confirmed being 18 or older: ticked at registration, or shown by an approved identity check. */
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    ...playTotalsColumns,
  },
  (t) => [
    uniqueIndex('users_login_key').on(t.login),
    index('users_last_seen_idx').on(t.lastSeenAt),
    /** How many accounts name a platform login (modules/withdrawals/partner-login.ts). */
    index('users_steam_login_idx').on(sql`lower(${t.steamLogin})`),
    // The few accounts kept off the boards (bots, streamers, tests): a place subtracts theirs above it.
    index('users_off_boards_idx').on(t.id).where(sql`${t.isBot} OR ${t.boardExcluded}`),
    // The console's player search (modules/admin/search-players.ts): exact ids and addresses, and a part of a login,
    // e-mail, trade link or nickname through pg_trgm's trigrams (docs/decisions/063-deep-pages-and-search.md).
    index('users_steam_id_idx').on(t.steamId),
    index('users_last_ip_idx').on(t.lastIp),
    index('users_login_trgm_idx').using('gin', t.login.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_trade_url_trgm_idx').using('gin', t.tradeUrl.op('gin_trgm_ops')),
    index('users_nickname_trgm_idx').using('gin', t.nickname.op('gin_trgm_ops')),
    check('users_balance_nonnegative', sql`${t.balance} >= 0`),
    check('users_coin_balance_nonnegative', sql`${t.coinBalance} >= 0`),
    check('users_debt_nonnegative', sql`${t.debt} >= 0`),
  ],
);

/** External sign-in identities (Steam, Google, VK) linked to an account. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['steam', 'google', 'vk'] }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oauth_accounts_provider_key').on(t.provider, t.providerUserId), index('oauth_accounts_user_idx').on(t.userId)],
);
