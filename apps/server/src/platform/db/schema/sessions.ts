import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Sign-in sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  // By address: the console's player search (modules/admin/search-players.ts).
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_ip_idx').on(t.ip)],
);

/** Short-lived OAuth state (CSRF state, PKCE verifier, where to return). */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier'),
  redirectTo: text('redirect_to').notNull(),
  /** The player ticked 18+ before leaving for the provider: recorded on the account when the sign-in completes. */
  adult: boolean('adult').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The per-login throttle of the previous release, replaced by `loginAttempts`: no longer written, kept
 * while nodes of that release may still run during an upgrade, and dropped in a later migration.
 */
export const loginThrottles = pgTable('login_throttles', {
  login: text('login').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  windowFailures: integer('window_failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockouts: integer('lockouts').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});

/**
 * Password sign-in attempts per login (lower case, whether or not an account has it) and address (an IPv6
 * address by its /64), so that every node refuses an address that keeps guessing while the owner, from
 * anywhere else, still gets in: `windowFailures` wrong passwords in the window from `windowStartedAt`,
 * `inFlight` attempts checking their password now (together they bound the guesses sent at once),
 * `lockedUntil` while refused, `lockouts` in a row for the growing backoff, `failures` (wrong or
 * refused) not yet told to the owner. A successful sign-in from the address clears its row.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    login: text('login').notNull(),
    address: text('address').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    windowFailures: integer('window_failures').notNull().default(0),
    inFlight: integer('in_flight').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockouts: integer('lockouts').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.login, t.address] })],
);
