import { formatAmount, type LedgerReason, toWire } from '@tastydrop/domain';
import texts from '@tastydrop/domain/locales/ru/play-limits.json' with { type: 'json' };
import { sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../core/app-error.js';
import { playBlocks, playLimits, users } from '../../platform/db/schema/index.js';
import { bare, tableAs } from '../../platform/db/sql-names.js';

/**
 * Responsible-play limits as the wallet enforces them (docs/decisions/033-responsible-play.md).
 *
 * Every ledger reason falls in one class; only money counts. A stake is a money debit for play, a
 * return money that play gave back, a deposit money paid in. Bonuses, prizes, coins and internal
 * transfers are none of them.
 */
export type ReasonClass = 'deposit' | 'stake' | 'return';

const REASON_CLASSES: Record<LedgerReason, ReasonClass | null> = {
  deposit: 'deposit',
  case_open: 'stake',
  battle_stake: 'stake',
  techies_stake: 'stake',
  offer_purchase: 'stake',
  item_sell: 'return',
  item_exchange: 'return',
  techies_payout: 'return',
  battle_refund: 'return',
  deposit_bonus: null,
  promo_bonus: null,
  promo_coins: null,
  promo_instant: null,
  offer_bonus: null,
  case_coins: null,
  battle_pass_task: null,
  battle_pass_level: null,
  mission_prize: null,
  pwa_bonus: null,
  upgrade_pity: null,
  battle_bot_funding: null,
  test_fixture: null,
  // An operator's correction through the console: neither play nor a deposit.
  admin_adjustment: null,
  // A deposit given back to the payer through its provider, and the balance returned when the provider refused.
  payment_refund: null,
  payment_refund_return: null,
  // A provider's refund or chargeback taking a deposit back, and a later deposit paying off what it left owed.
  payment_chargeback: null,
  debt_settle: null,
  // The referral programme's commission and a player's rakeback, paid out of accruals (docs/decisions/061-partners.md).
  partner_commission: null,
  rakeback: null,
  // A referred player's first-deposit bonus, and its taking back with a refunded deposit.
  partner_first_deposit_bonus: null,
  partner_first_deposit_bonus_reversal: null,
  // A streamer partner's commission paid to the balance by the console (docs/decisions/062-streamer-partners.md).
  partner_payout: null,
};

/** Every reason the site writes has a class here (a test reads the code's reasons). */
export const CLASSIFIED_REASONS: ReadonlySet<string> = new Set(Object.keys(REASON_CLASSES));

/** The class of a reason; a reason not listed (tests' own) counts as none. */
export function classOf(reason: string): ReasonClass | null {
  return REASON_CLASSES[reason as LedgerReason] ?? null;
}

/**
 * What a player in a time-out, a self-exclusion or a used-up play day may still have written: only what is
 * already theirs (their items sold or exchanged, a stake given back, a game they had staked on cashed out, a
 * payment they made credited with what it earned, a refund) and an operator's correction. Every other reason
 * stakes or wins something (play, a prize, a bonus, a grant, coins) and is refused during a break, in either
 * currency; a reason added later is refused too until it is listed here.
 */
const KEPT_DURING_BREAK: ReadonlySet<string> = new Set<LedgerReason>([
  'deposit',
  'deposit_bonus',
  'promo_bonus',
  'promo_coins',
  'partner_first_deposit_bonus',
  'item_sell',
  'item_exchange',
  'battle_refund',
  'techies_payout',
  'payment_refund',
  'payment_refund_return',
  'payment_chargeback',
  'partner_first_deposit_bonus_reversal',
  'debt_settle',
  'admin_adjustment',
  'battle_bot_funding',
  'test_fixture',
]);

/** Whether an entry of `reason` stakes or wins something, so that a break refuses it. */
export function playsOrWins(reason: string): boolean {
  return !KEPT_DURING_BREAK.has(reason);
}

/** How many entries of a relation (by its `reason` column) stake or win something (playsOrWins), as `played`. */
export function playedCount(reason: Column | SQL): SQL {
  return sql`count(*) FILTER (WHERE NOT (${reason} = ANY(${sql.param([...KEPT_DURING_BREAK])}::text[])))::int AS played`;
}

export const LIMIT_KINDS = ['deposit', 'spend', 'loss'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const reasonsOf = (c: ReasonClass) => (Object.keys(REASON_CLASSES) as LedgerReason[]).filter((r) => REASON_CLASSES[r] === c);

/**
 * The sums of a relation of money entries by class: `stake`, `ret` and `dep` (kopecks, >= 0; 0 when no
 * entry is of the class, never null), over the ledger columns of `e` (the schema's `ledger`, an alias of it,
 * or a statement's own relation), with each class's reasons bound as one array.
 */
export function classSums(e: { delta: Column | SQL; currency: Column | SQL; reason: Column | SQL }): SQL {
  const ofClass = (c: ReasonClass) => sql`${e.reason} = ANY(${sql.param(reasonsOf(c))}::text[])`;
  return sql`coalesce(sum(-${e.delta}) FILTER (WHERE ${e.currency} = 'money' AND ${e.delta} < 0 AND ${ofClass('stake')}), 0)::bigint AS stake,
      coalesce(sum(${e.delta}) FILTER (WHERE ${e.currency} = 'money' AND ${e.delta} > 0 AND ${ofClass('return')}), 0)::bigint AS ret,
      coalesce(sum(${e.delta}) FILTER (WHERE ${e.currency} = 'money' AND ${e.delta} > 0 AND ${ofClass('deposit')}), 0)::bigint AS dep`;
}

/** Today in Moscow (the site's day, UTC+3 all year). */
const TODAY = sql`((now() AT TIME ZONE 'UTC') + interval '3 hours')::date`;
const SAME_PERIOD: Record<LimitPeriod, (day: SQL) => SQL> = {
  day: (day) => sql`${day} = ${TODAY}`,
  week: (day) => sql`date_trunc('week', ${day}) = date_trunc('week', ${TODAY})`,
  month: (day) => sql`date_trunc('month', ${day}) = date_trunc('month', ${TODAY})`,
};
const TOTAL_COLUMNS = {
  day: { stake: 'dayStake', return: 'dayReturn', deposit: 'dayDeposit' },
  week: { stake: 'weekStake', return: 'weekReturn', deposit: 'weekDeposit' },
  month: { stake: 'monthStake', return: 'monthReturn', deposit: 'monthDeposit' },
} as const;
type TotalOf = keyof (typeof TOTAL_COLUMNS)['day'];

/** A period's running total on the player's row (`users`, as an UPDATE of it names it), reset when the period changed, plus `add`. */
function total(period: LimitPeriod, what: TotalOf, add: SQL = sql`0`): SQL {
  return sql`(CASE WHEN ${SAME_PERIOD[period](sql`${users.playDay}`)} THEN ${users[TOTAL_COLUMNS[period][what]]} ELSE 0 END + ${add})`;
}

/** The SET list of an UPDATE of `users` that keeps the running totals with the entries' sums `d.stake`, `d.ret`, `d.dep`. */
export function totalsSet(): SQL {
  const parts = [sql`${bare(users.playDay)} = ${TODAY}`];
  const added = { stake: sql`coalesce(d.stake, 0)`, return: sql`coalesce(d.ret, 0)`, deposit: sql`coalesce(d.dep, 0)` };
  for (const p of LIMIT_PERIODS) {
    for (const w of ['stake', 'return', 'deposit'] as const) parts.push(sql`${bare(users[TOTAL_COLUMNS[p][w]])} = ${total(p, w, added[w])}`);
  }
  return sql.join(parts, sql`, `);
}

/** The player's enforced limits and whether they are blocked, as a lateral join named `lim` on the player id `id`. */
export function limitsJoin(id: SQL): SQL {
  const b = alias(playBlocks, 'b');
  const l = alias(playLimits, 'l');
  const cols = LIMIT_KINDS.flatMap((k) =>
    LIMIT_PERIODS.map((p) => sql`max(${l.amount}) FILTER (WHERE ${l.kind} = ${k} AND ${l.period} = ${p}) AS ${sql.identifier(`${k}_${p}`)}`),
  );
  return sql`LEFT JOIN LATERAL (
      SELECT ${sql.join(cols, sql`, `)},
        EXISTS (SELECT 1 FROM ${tableAs(playBlocks, b)} WHERE ${b.userId} = ${id} AND (${b.until} IS NULL OR ${b.until} > now())) AS blocked
      FROM ${tableAs(playLimits, l)} WHERE ${l.userId} = ${id}
    ) AS lim ON true`;
}

/**
 * True when the statement's entries for the player's row (`users`, with `limitsJoin` as `lim`) are allowed:
 * none that stakes or wins anything (`played`, a count) while the player is on a break, and a stake `stake`
 * (with returns `ret`) that breaks none of their limits. A statement without a stake passes the limits.
 * `stake`, `ret` and `played` may be null (a player with no such entry): each is read as 0, and every
 * comparison is of non-null values, so the result is true or false, never null.
 */
export function entriesAllowed(stake: SQL, ret: SQL, played: SQL): SQL {
  const staked = sql`coalesce(${stake}, 0)`;
  const returned = sql`coalesce(${ret}, 0)`;
  const limit = (name: string) => sql`lim.${sql.identifier(name)}`;
  const checks = LIMIT_PERIODS.flatMap((p) => [
    sql`(${limit(`spend_${p}`)} IS NULL OR ${total(p, 'stake', staked)} <= ${limit(`spend_${p}`)})`,
    sql`(${limit(`loss_${p}`)} IS NULL OR ${total(p, 'stake', staked)} - ${total(p, 'return', returned)} <= ${limit(`loss_${p}`)})`,
  ]);
  return sql`((coalesce(lim.blocked, false) = false OR coalesce(${played}, 0) = 0) AND (${staked} = 0 OR (${sql.join(checks, sql` AND `)})))`;
}

/** A time-out, a self-exclusion, or the rest of a day whose play-time limit is used up. */
export type BlockKind = 'timeout' | 'exclusion' | 'play_time';

/** The state of one player's limits and totals, as `playStatesQuery` reads it. */
export interface PlayState {
  blockedUntil: Date | null | undefined;
  blockKind: BlockKind | null;
  limits: Partial<Record<`${LimitKind}_${LimitPeriod}`, number>>;
  totals: Record<`${LimitPeriod}_${'stake' | 'return' | 'deposit'}`, number>;
}

/** One row per player of `userIds` with the totals (reset when their period changed), limits and block. */
export function playStatesQuery(userIds: SQL | Placeholder): SQL {
  const u = alias(users, 'u');
  const b = alias(playBlocks, 'b');
  const l = alias(playLimits, 'l');
  const totals = LIMIT_PERIODS.flatMap((p) =>
    (['stake', 'return', 'deposit'] as const).map(
      (w) => sql`(CASE WHEN ${SAME_PERIOD[p](sql`${u.playDay}`)} THEN ${u[TOTAL_COLUMNS[p][w]]} ELSE 0 END)::bigint AS ${sql.identifier(`${p}_${w}`)}`,
    ),
  );
  const limits = LIMIT_KINDS.flatMap((k) =>
    LIMIT_PERIODS.map(
      (p) => sql`(SELECT ${l.amount} FROM ${tableAs(playLimits, l)} WHERE ${l.userId} = ${u.id} AND ${l.kind} = ${k} AND ${l.period} = ${p}) AS ${sql.identifier(`${k}_${p}`)}`,
    ),
  );
  return sql`SELECT ${u.id} AS id, ${sql.join([...totals, ...limits], sql`, `)},
      ${b.kind} AS block_kind, ${b.until} AS block_until, (${b.userId} IS NOT NULL AND (${b.until} IS NULL OR ${b.until} > now())) AS blocked
    FROM ${tableAs(users, u)} LEFT JOIN ${tableAs(playBlocks, b)} ON ${b.userId} = ${u.id} WHERE ${u.id} = ANY(${userIds}::int[])`;
}

export function parsePlayState(row: Record<string, unknown>): PlayState {
  const limits: PlayState['limits'] = {};
  for (const k of LIMIT_KINDS) for (const p of LIMIT_PERIODS) if (row[`${k}_${p}`] != null) limits[`${k}_${p}`] = Number(row[`${k}_${p}`]);
  const totals = {} as PlayState['totals'];
  for (const p of LIMIT_PERIODS) for (const w of ['stake', 'return', 'deposit'] as const) totals[`${p}_${w}`] = Number(row[`${p}_${w}`] ?? 0);
  return {
    blockedUntil: row.blocked ? (row.block_until ? new Date(row.block_until as string) : null) : undefined,
    blockKind: row.blocked ? (row.block_kind as BlockKind) : null,
    limits,
    totals,
  };
}

/** The refusal of anything that stakes or wins while the player is on a break (play_blocked, saying until when), or null. */
export function breakRefusal(state: PlayState): AppError | null {
  if (state.blockedUntil === undefined) return null;
  const until = state.blockedUntil;
  const template =
    state.blockKind === 'exclusion' ? (until ? texts.excluded : texts.excludedForever) : state.blockKind === 'play_time' ? texts.playTime : texts.timeout;
  const message = until ? template.replace('{until}', moscowDateTime(until)) : template;
  return new AppError('play_blocked', { kind: state.blockKind, until: until?.toISOString() ?? null }, message);
}

/** Why a stake or deposit of `amount` is refused, or null when allowed. Mutates nothing. */
export function refusalOf(state: PlayState, what: 'stake' | 'deposit', amount: number, now: Date): AppError | null {
  const blocked = breakRefusal(state);
  if (blocked) return blocked;
  const kinds: LimitKind[] = what === 'deposit' ? ['deposit'] : ['spend', 'loss'];
  for (const p of LIMIT_PERIODS) {
    for (const k of kinds) {
      const limit = state.limits[`${k}_${p}`];
      if (limit === undefined) continue;
      const t = state.totals;
      const used = k === 'deposit' ? t[`${p}_deposit`] : k === 'spend' ? t[`${p}_stake`] : t[`${p}_stake`] - t[`${p}_return`];
      if (used + amount <= limit) continue;
      const resetsAt = periodEnd(p, now);
      const message = texts.reached
        .replace('{limit}', texts[`${k}_${p}`])
        .replace('{amount}', `${formatAmount(toWire(limit))} ₽`)
        .replace('{left}', `${formatAmount(toWire(Math.max(0, limit - used)))} ₽`)
        .replace('{resetsAt}', moscowDateTime(resetsAt));
      return new AppError('play_limit_reached', { kind: k, period: p, limit, used, resetsAt: resetsAt.toISOString() }, message);
    }
  }
  return null;
}

/** Adds an allowed change to the in-memory totals. */
export function addToState(state: PlayState, c: ReasonClass, amount: number): void {
  for (const p of LIMIT_PERIODS) state.totals[`${p}_${c}`] += amount;
}

const MSK_MS = 3 * 3600_000;

/** When the Moscow day, week (from Monday) or month containing `now` ends. */
export function periodEnd(period: LimitPeriod, now: Date): Date {
  const m = new Date(now.getTime() + MSK_MS);
  const y = m.getUTCFullYear();
  const mo = m.getUTCMonth();
  const d = m.getUTCDate();
  let end: number;
  if (period === 'day') end = Date.UTC(y, mo, d + 1);
  else if (period === 'week') end = Date.UTC(y, mo, d + ((8 - (m.getUTCDay() || 7)) % 7 || 7));
  else end = Date.UTC(y, mo + 1, 1);
  return new Date(end - MSK_MS);
}

function moscowDateTime(at: Date): string {
  const m = new Date(at.getTime() + MSK_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(m.getUTCDate())}.${two(m.getUTCMonth() + 1)}.${m.getUTCFullYear()} ${two(m.getUTCHours())}:${two(m.getUTCMinutes())}`;
}
