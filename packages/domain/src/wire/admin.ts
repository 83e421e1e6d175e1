import { z } from 'zod';

/** Console roles: owner (everything, grants roles), admin, support (players), finance (money, approvals), content. */
export const CONSOLE_ROLE_NAMES = ['owner', 'admin', 'support', 'finance', 'content'] as const;
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
  /** Balance changes above this many roubles (or coins) wait for a second account. */
  approvalThreshold: z.number(),
});

export const SecondFactorCode = z.object({ code: z.string().trim().min(6).max(20) });

export const EnrolmentStart = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });

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

export const GrantRoleRequest = z.object({ login: z.string().trim().min(1).max(64), role: ConsoleRole.nullable() });

/** A generic console table: rows as the database gives them (the console formats them). */
export const ConsoleRows = z.array(z.record(z.string(), z.unknown()));
