import { z } from 'zod';
import { Id } from './common.js';
import { GAMES } from '../game.js';

/** Console roles: owner (everything, grants roles), admin, support (players), finance (money, approvals), content, compliance (identity checks and their documents). */
export const CONSOLE_ROLE_NAMES = ['owner', 'admin', 'support', 'finance', 'content', 'compliance'] as const;
export const ConsoleRole = z.enum(CONSOLE_ROLE_NAMES);
export type ConsoleRoleName = z.infer<typeof ConsoleRole>;

/** A reason written to the audit log (and, for a ban, shown to the player). */
export const ConsoleReason = z.string().trim().min(3).max(500);

/** GET /api/admin/me: who is at the console and where the second factor stands. */
export const ConsoleMe = z.object({
  userId: z.number().int(),
  login: z.string().nullable(),
  role: ConsoleRole,
  enrolled: z.boolean(),
  verified: z.boolean(),
  idleMinutes: z.number().int(),
  /** A player's balance changes adding up to more than this many roubles (or coins) within the window wait for a second account. */
  approvalThreshold: z.number(),
  approvalWindowHours: z.number().int(),
});

export const SecondFactorCode = z.object({ code: z.string().trim().min(6).max(20) });

export const EnrolmentStart = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });
/** The one-time recovery codes given when the second factor is confirmed. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

/** The `:id` of a console route: a player, a payment, a withdrawal, a message or a catalog row. */
export const ConsoleIdParams = z.object({ id: Id });

/** POST /api/admin/players/:id/balance: a signed change in roubles (or coins), two decimals. */
export const AdjustBalanceRequest = z.object({
  currency: z.enum(['money', 'coins']),
  amount: z
    .number()
    .refine((v) => v !== 0 && Math.abs(v) < 1_000_000_000, { message: 'amount' })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'at most two decimals' }),
  reason: ConsoleReason,
  /** One per submitted form: a repeated submission changes the balance once. */
  key: z.string().min(8).max(64),
});

export const AdjustBalanceResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('applied'), balance: z.number() }),
  z.object({ status: z.literal('pending'), approvalId: z.number().int() }),
]);

export const ApprovalDecision = z.object({ approve: z.boolean(), reason: ConsoleReason.optional() });

/** What a console approval holds: a balance change, a promo code's payout, item prices from a role that cannot publish, or a partner's payout. */
export const APPROVAL_KINDS = ['balance', 'promo', 'prices', 'partner_payout'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** A promo code held until a second account approves what it can pay out (minor units; `total` = per use × uses). */
export const PromoApprovalSubject = z.object({ promoId: z.number(), code: z.string(), valuePerUse: z.number(), maxUses: z.number().nullable(), total: z.number() });
export type PromoApprovalSubject = z.infer<typeof PromoApprovalSubject>;

/** Drafted item prices (and case prices set with them), with the returns (fractions) they would give each case they move. */
export const PricesApprovalSubject = z.object({
  game: z.enum(['dota', 'cs']),
  items: z.array(z.object({ itemId: z.number(), name: z.string(), before: z.number(), after: z.number() })),
  casePrices: z.array(z.object({ caseId: z.number(), price: z.number() })),
  cases: z.array(z.object({ caseId: z.number(), name: z.string(), rtpBefore: z.number(), rtpAfter: z.number(), outOfRange: z.boolean() })),
});
export type PricesApprovalSubject = z.infer<typeof PricesApprovalSubject>;

export const GrantRoleRequest = z.object({ login: z.string().trim().min(1).max(64), role: ConsoleRole.nullable() });

/** A generic console table: rows as the database gives them (the console formats them). */
export const ConsoleRows = z.array(z.record(z.string(), z.unknown()));

/** A console list's page (0-based). */
const ConsolePage = z.coerce.number().int().min(0).max(10_000).default(0);

/** The answers and requests of the console's own screens, as the web console reads and sends them. */
export const ConsoleRow = z.record(z.string(), z.unknown());
export const ConsoleRoleGranted = z.object({ userId: z.number(), role: z.string().nullable() });
export const ApprovalDecided = z.object({ status: z.string(), balance: z.number().nullable() });
export const ConsoleReasonBody = z.object({ reason: ConsoleReason });
export const ConsoleOptionalReasonBody = z.object({ reason: ConsoleReason.optional() });
export const ConsolePlayersQuery = z.object({ q: z.string().trim().min(1).max(300) });
export const ConsolePageQuery = z.object({ page: ConsolePage });
export const ConsoleAuditQuery = z.object({ action: z.string().max(64).optional(), actorId: z.coerce.number().int().min(1).max(2_147_483_647).optional(), target: z.string().max(64).optional(), page: ConsolePage });
export const ConsolePaymentsQuery = z.object({ q: z.string().trim().max(200).optional(), status: z.enum(['pending', 'success', 'fail']).optional(), page: ConsolePage });
export const ConsoleSupportQuery = z.object({ unanswered: z.enum(['true', 'false']).default('false'), page: ConsolePage });
export const ConsoleReplyRequest = z.object({ text: z.string().trim().min(3).max(5000) });
export const WITHDRAWAL_QUEUE_STATUSES = ['queued', 'sending', 'confirming', 'sent', 'escrow', 'reversed'] as const;
export const WithdrawalQueueQuery = z.object({ status: z.enum(WITHDRAWAL_QUEUE_STATUSES).optional() });
export const WithdrawalQueue = z.object({ rows: ConsoleRows, alertMinutes: z.number(), stale: z.object({ count: z.number(), oldestSeconds: z.number() }) });
export const SiteSwitches = z.object({ maintenance: z.boolean(), maintenanceMessage: z.string() });
/** Which serves a game's withdrawals first: the trade bots' own stock, or a purchase on the market (docs/decisions/065). */
export const WITHDRAWAL_PROVIDER_CHOICES = ['stock', 'market'] as const;
/** GET /api/admin/withdrawals/providers: this game's choice, what its stock is, and whether a market is configured. */
export const WithdrawalProviders = z.object({
  game: z.enum(GAMES),
  stock: z.enum(['steam', 'sandbox']),
  market: z.boolean(),
  choice: z.enum(WITHDRAWAL_PROVIDER_CHOICES),
});
export const WithdrawalProvidersRequest = z.object({ choice: z.enum(WITHDRAWAL_PROVIDER_CHOICES), reason: ConsoleReason });
export const MaintenanceRequest = z.object({ on: z.boolean(), message: z.string().trim().max(500).default(''), reason: ConsoleReason });
export const ConsoleDashboardQuery = z.object({ days: z.coerce.number().pipe(z.union([z.literal(1), z.literal(7), z.literal(30)])).default(7) });
export const ConsoleDashboard = z.object({ buckets: ConsoleRows, signups: z.number(), paid: z.number() });
/** The body of a player action (ban, unban, end sessions, reset the trade link, leaderboard exclusion). */
export const PlayerActionRequest = z.object({ reason: ConsoleReason.optional(), excluded: z.boolean().optional() });

/** POST /v1/owner-claim: a fresh site's one-time owner link, opened by a signed-in player. */
export const OwnerClaimRequest = z.object({ token: z.string().min(16).max(100) });
export type OwnerClaimRequest = z.infer<typeof OwnerClaimRequest>;
export const OwnerClaimResponse = z.object({ role: z.literal('owner') });
export type OwnerClaimResponse = z.infer<typeof OwnerClaimResponse>;
