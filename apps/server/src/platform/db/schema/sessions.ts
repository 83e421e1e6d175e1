import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Short-lived OAuth state (CSRF state, PKCE verifier, where to return). */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier'),
  redirectTo: text('redirect_to').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Password sign-in attempts per login (lower case, whether or not an account has it), so that every
 * node refuses guessing after a few failures: `windowFailures` in the window from `windowStartedAt`
 * (an attempt counts from its start, so parallel guesses count too), `lockedUntil` while refused,
 * `lockouts` in a row for the growing backoff, `failures` (wrong or refused) to tell the owner. The
 * row goes on the next successful sign-in.
 */
export const loginThrottles = pgTable('login_throttles', {
  login: text('login').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  windowFailures: integer('window_failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockouts: integer('lockouts').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});
