import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, uniqueIndex, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApprovalKind, PartnerPayoutSubject, PricesApprovalSubject, PromoApprovalSubject } from '@tastydrop/domain';
import { payments } from './payments.js';
import { sessions } from './sessions.js';
import { users } from './users.js';

/** The console's roles; every /api/admin route names the roles it admits. */
export const CONSOLE_ROLES = ['owner', 'admin', 'support', 'finance', 'content', 'compliance'] as const;

/**
 * Console accounts: a player account with a role. The second factor (TOTP) is enrolled before the first
 * action; recovery codes are kept as SHA-256 hashes and each is struck out when used.
 */
export const consoleAccounts = pgTable('console_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: CONSOLE_ROLES }).notNull(),
  /** Base32 TOTP secret; set at enrolment start, trusted once `totpEnabledAt` is set. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
  /** The last TOTP time step a code was accepted for: a code of that step or an earlier one is refused. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** Wrong codes since the last accepted one or the last lock. */
  totpFailures: integer('totp_failures').notNull().default(0),
  /** While in the future, no code is checked. */
  totpLockedUntil: timestamp('totp_locked_until', { withTimezone: true }),
  /** Locks since the last accepted code, for the growing backoff. */
  totpLockouts: integer('totp_lockouts').notNull().default(0),
  grantedBy: integer('granted_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A sign-in session that passed the second factor; it lapses after the console's idle limit. */
export const consoleSessions = pgTable('console_sessions', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only record of every console action; a trigger refuses UPDATE, DELETE and TRUNCATE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    actorId: integer('actor_id'),
    actorRole: text('actor_role'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    action: text('action').notNull(),
    /** What the action touched, e.g. `user:12`, `withdrawal:7`. */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  // Partitioned by month of `at` and never dropped (docs/decisions/064-partitioned-history.md): the key holds it.
  (t) => [
    primaryKey({ name: 'audit_log_id_at_pk', columns: [t.id, t.at] }),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_target_idx').on(t.target),
  ],
);

/** What a console approval holds (the domain's kinds; drizzle-kit reads this file without the domain's values). */
export const APPROVAL_KINDS = ['balance', 'promo', 'prices', 'partner_payout'] as const satisfies readonly ApprovalKind[];
export type { ApprovalKind, PartnerPayoutSubject, PricesApprovalSubject, PromoApprovalSubject };

/**
 * Console changes that move value, each with its state: `applied` at once (under the ceiling of the target's
 * rolling window), or `pending` until a second account approves or rejects it. Applied and pending rows make
 * the window's sums; the request key makes a repeated submission one change.
 */
export const balanceApprovals = pgTable(
  'balance_approvals',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: APPROVAL_KINDS }).notNull().default('balance'),
    /** The player whose balance a balance change moves, or the partner a payout pays; null for the other kinds. */
    userId: integer('user_id').references(() => users.id),
    currency: text('currency', { enum: ['money', 'coins'] }),
    /** Minor units, signed: positive credits, negative debits. */
    delta: bigint('delta', { mode: 'number' }),
    /** What a promo, prices or partner payout approval would put live. */
    subject: jsonb('subject').$type<PromoApprovalSubject | PricesApprovalSubject | PartnerPayoutSubject>(),
    reason: text('reason').notNull(),
    /** The console account that asked; null for the site itself (a market repricing beyond its bounds). */
    requestedBy: integer('requested_by'),
    /** The console form's key: a repeated submission asks once. */
    requestKey: text('request_key').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'applied'] }).notNull().default('pending'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('balance_approvals_request_key').on(t.requestKey),
    index('balance_approvals_status_idx').on(t.status, t.createdAt),
    index('balance_approvals_user_idx').on(t.userId, t.currency),
    check('balance_approvals_delta_nonzero', sql`${t.kind} <> 'balance' OR (${t.userId} IS NOT NULL AND ${t.currency} IS NOT NULL AND ${t.delta} <> 0)`),
  ],
);

/** A payment an operator checked against the provider by hand, with what was found. */
export const paymentReconciliations = pgTable(
  'payment_reconciliations',
  {
    id: serial('id').primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    reconciledBy: integer('reconciled_by').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_reconciliations_payment_idx').on(t.paymentId)],
);
