/** Wire schemas of the responsible-play calls: limits, breaks, age, reality check and the statement. */
import { z } from 'zod';
import { Money, moneyInput } from './common.js';

export const LIMIT_KIND_NAMES = ['deposit', 'spend', 'loss'] as const;
export const LIMIT_PERIOD_NAMES = ['day', 'week', 'month'] as const;
export type LimitKindName = (typeof LIMIT_KIND_NAMES)[number];
export type LimitPeriodName = (typeof LIMIT_PERIOD_NAMES)[number];

/** The lengths of a time-out and of a self-exclusion a player may choose. */
export const TIMEOUT_LENGTHS = ['24h', '7d', '6w'] as const;
export const EXCLUSION_LENGTHS = ['6m', '1y', '5y', 'forever'] as const;
/** Minutes between reality checks a player may choose; the default is the last. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;
/** The youngest a depositing player may be. */
export const MINIMUM_AGE = 18;

/** One limit: what it allows, what is used and left in its current period, and a raise waiting. */
export const PlayLimitView = z.object({
  kind: z.enum(LIMIT_KIND_NAMES),
  period: z.enum(LIMIT_PERIOD_NAMES),
  amount: Money.nullable(),
  used: Money,
  left: Money.nullable(),
  resetsAt: z.string(),
  /** A raise (or removal, amount null) that the player may confirm from `confirmAfter` (`ready` once that time has come). */
  pending: z.object({ amount: Money.nullable(), confirmAfter: z.string(), ready: z.boolean() }).nullable(),
});
export type PlayLimitView = z.infer<typeof PlayLimitView>;

export const PlayBlockView = z.object({ kind: z.enum(['timeout', 'exclusion', 'play_time']), until: z.string().nullable() });
export type PlayBlockView = z.infer<typeof PlayBlockView>;

/** GET /v1/responsible-play: the player's limits, break, age confirmation and play-time settings. */
export const ResponsiblePlayState = z.object({
  limits: z.array(PlayLimitView),
  block: PlayBlockView.nullable(),
  birthDateConfirmed: z.boolean(),
  depositsClosed: z.boolean(),
  realityCheckMinutes: z.number().int(),
  dailyPlayMinutes: z.number().int().nullable(),
  /** Whether the player has ever deposited (the limit offer shows before the first deposit). */
  hasDeposited: z.boolean(),
});
export type ResponsiblePlayState = z.infer<typeof ResponsiblePlayState>;

export const SetLimitRequest = z.object({
  kind: z.enum(LIMIT_KIND_NAMES),
  period: z.enum(LIMIT_PERIOD_NAMES),
  amount: moneyInput(10_000_000).nullable(),
});
export type SetLimitRequest = z.infer<typeof SetLimitRequest>;
export const SetLimitResponse = z.object({ result: z.enum(['applied', 'pending']) });

export const ConfirmLimitRequest = SetLimitRequest.pick({ kind: true, period: true });
export const ConfirmLimitResponse = z.object({ result: z.literal('applied') });

export const TakeBreakRequest = z.object({
  kind: z.enum(['timeout', 'exclusion']),
  length: z.enum([...TIMEOUT_LENGTHS, ...EXCLUSION_LENGTHS]),
});
export type TakeBreakRequest = z.infer<typeof TakeBreakRequest>;
export const TakeBreakResponse = z.object({ until: z.string().nullable() });

/** A date of birth as YYYY-MM-DD. */
export const BirthDateRequest = z.object({ birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
export const BirthDateResponse = z.object({ depositsClosed: z.boolean() });

export const PlayTimeSettingsRequest = z.object({
  realityCheckMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]),
  dailyPlayMinutes: z.number().int().min(15).max(24 * 60).nullable(),
});
export type PlayTimeSettingsRequest = z.infer<typeof PlayTimeSettingsRequest>;

/** POST /v1/responsible-play/heartbeat: the play session so far and whether the day's play time is used up. */
export const PlaySession = z.object({
  startedAt: z.string(),
  /** Seconds since the session started. */
  seconds: z.number().int(),
  spent: Money,
  returned: Money,
  net: Money,
  realityCheckMinutes: z.number().int(),
  /** The day's play-time limit is used up: the session has ended. */
  signedOut: z.boolean(),
});
export type PlaySession = z.infer<typeof PlaySession>;

/** One month of the statement (Moscow calendar month, `YYYY-MM`). */
export const StatementMonth = z.object({
  month: z.string(),
  deposits: Money,
  withdrawals: Money,
  stake: Money,
  returns: Money,
  net: Money,
});
export type StatementMonth = z.infer<typeof StatementMonth>;
export const Statement = z.array(StatementMonth);
export type Statement = z.infer<typeof Statement>;
