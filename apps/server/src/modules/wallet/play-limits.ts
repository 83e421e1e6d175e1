import { formatAmount } from '@tastydrop/domain';
import texts from '@tastydrop/domain/locales/ru/play-limits.json' with { type: 'json' };
import { sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../core/app-error.js';
import { playBlocks, playLimits, users } from '../../platform/db/schema/index.js';
import { tableAs } from '../../platform/db/sql-names.js';

/**
 * Responsible-play limits as the wallet enforces them (docs/decisions/033-responsible-play.md).
 *
 * Every ledger reason falls in one class; only money counts. A stake is a money debit for play, a
 * return money that play gave back, a deposit money paid in. Bonuses, prizes, coins and internal
 * transfers are none of them.
 */
export type ReasonClass = 'deposit' | 'stake' | 'return';

const REASON_CLASSES: Record<string, ReasonClass | null> = {
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
};

/** Every reason the site writes has a class here (a test reads the code's reasons). */
export const CLASSIFIED_REASONS: ReadonlySet<string> = new Set(Object.keys(REASON_CLASSES));

/** The class of a reason; a reason not listed (tests' own) counts as none. */
export function classOf(reason: string): ReasonClass | null {
  return REASON_CLASSES[reason] ?? null;
}

export const LIMIT_KINDS = ['deposit', 'spend', 'loss'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const reasonsOf = (c: ReasonClass) => Object.keys(REASON_CLASSES).filter((r) => REASON_CLASSES[r] === c);
const inList = (c: ReasonClass) => reasonsOf(c).map((r) => `'${r}'`).join(', ');

/** SQL: the class of a money entry's `reason` column as a stake, return or deposit amount (kopecks, >= 0). */
export function classSumsSql(e: string): string {
  return `sum(-${e}.delta) FILTER (WHERE ${e}.currency = 'money' AND ${e}.delta < 0 AND ${e}.reason IN (${inList('stake')}))::bigint AS stake,
      sum(${e}.delta) FILTER (WHERE ${e}.currency = 'money' AND ${e}.delta > 0 AND ${e}.reason IN (${inList('return')}))::bigint AS ret,
      sum(${e}.delta) FILTER (WHERE ${e}.currency = 'money' AND ${e}.delta > 0 AND ${e}.reason IN (${inList('deposit')}))::bigint AS dep`;
}

/**
 * The same sums as `classSumsSql`, as a Drizzle `sql` fragment over the ledger columns of `e` (the
 * schema's `ledger` or an alias of it): `stake`, `ret` and `dep`, with the class's reasons bound as one array.
 */
export function classSums(e: { delta: Column; currency: Column; reason: Column }): SQL {
  const ofClass = (c: ReasonClass) => sql`${e.reason} = ANY(${sql.param(reasonsOf(c))}::text[])`;
  return sql`sum(-${e.delta}) FILTER (WHERE ${e.currency} = 'money' AND ${e.delta} < 0 AND ${ofClass('stake')})::bigint AS stake,
      sum(${e.delta}) FILTER (WHERE ${e.currency} = 'money' AND ${e.delta} > 0 AND ${ofClass('return')})::bigint AS ret,
      sum(${e.delta}) FILTER (WHERE ${e.currency} = 'money' AND ${e.delta} > 0 AND ${ofClass('deposit')})::bigint AS dep`;
}

/** SQL: today in Moscow (the site's day, UTC+3 all year). */
export const TODAY_SQL = `((now() AT TIME ZONE 'UTC') + interval '3 hours')::date`;

const PERIOD_SAME: Record<LimitPeriod, (day: string) => string> = {
  day: (day) => `${day} = ${TODAY_SQL}`,
  week: (day) => `date_trunc('week', ${day}) = date_trunc('week', ${TODAY_SQL})`,
  month: (day) => `date_trunc('month', ${day}) = date_trunc('month', ${TODAY_SQL})`,
};
const TOTAL_OF = { deposit: 'deposit', stake: 'stake', return: 'return' } as const;

/** SQL: a period's running total on the player's row `u`, reset when the period changed, plus `add`. */
export function totalSql(u: string, period: LimitPeriod, what: keyof typeof TOTAL_OF, add = '0'): string {
  return `(CASE WHEN ${PERIOD_SAME[period](`${u}.play_day`)} THEN ${u}.${period}_${TOTAL_OF[what]} ELSE 0 END + ${add})`;
}

/** SQL: the SET list that keeps the running totals with the entries' sums `d.stake`, `d.ret`, `d.dep`. */
export function totalsSetSql(): string {
  const parts = [`play_day = ${TODAY_SQL}`];
  for (const p of LIMIT_PERIODS) {
    parts.push(`${p}_stake = ${totalSql('users', p, 'stake', 'coalesce(d.stake, 0)')}`);
    parts.push(`${p}_return = ${totalSql('users', p, 'return', 'coalesce(d.ret, 0)')}`);
    parts.push(`${p}_deposit = ${totalSql('users', p, 'deposit', 'coalesce(d.dep, 0)')}`);
  }
  return parts.join(', ');
}

/** SQL: the player's enforced limits and whether they are blocked, as a lateral join named `lim` on `${id}`. */
export function limitsJoinSql(id: string): string {
  const cols = LIMIT_KINDS.flatMap((k) => LIMIT_PERIODS.map((p) => `max(l.amount) FILTER (WHERE l.kind = '${k}' AND l.period = '${p}') AS ${k}_${p}`));
  return `LEFT JOIN LATERAL (
      SELECT ${cols.join(', ')},
        EXISTS (SELECT 1 FROM play_blocks b WHERE b.user_id = ${id} AND (b.until IS NULL OR b.until > now())) AS blocked
      FROM play_limits l WHERE l.user_id = ${id}
    ) AS lim ON true`;
}

/**
 * SQL: true when the stake `stake` (with returns `ret`) breaks none of the player's limits on row
 * `u` and the player is not blocked. A statement without a stake always passes.
 */
export function stakeAllowedSql(u: string, stake: string, ret: string): string {
  const checks = LIMIT_PERIODS.flatMap((p) => [
    `(lim.spend_${p} IS NULL OR ${totalSql(u, p, 'stake', stake)} <= lim.spend_${p})`,
    `(lim.loss_${p} IS NULL OR ${totalSql(u, p, 'stake', stake)} - ${totalSql(u, p, 'return', ret)} <= lim.loss_${p})`,
  ]);
  return `(coalesce(${stake}, 0) = 0 OR (coalesce(lim.blocked, false) = false AND ${checks.join(' AND ')}))`;
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

/** One row per player of `userIds` with the totals (reset when their period changed), limits and block. */
export function playStatesQuery(userIds: number[]): SQL {
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
    FROM ${tableAs(users, u)} LEFT JOIN ${tableAs(playBlocks, b)} ON ${b.userId} = ${u.id} WHERE ${u.id} = ANY(${sql.param(userIds)}::int[])`;
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

/** Why a stake or deposit of `amount` is refused, or null when allowed. Mutates nothing. */
export function refusalOf(state: PlayState, what: 'stake' | 'deposit', amount: number, now: Date): AppError | null {
  if (state.blockedUntil !== undefined) {
    const until = state.blockedUntil;
    const template =
      state.blockKind === 'exclusion' ? (until ? texts.excluded : texts.excludedForever) : state.blockKind === 'play_time' ? texts.playTime : texts.timeout;
    const message = until ? template.replace('{until}', moscowDateTime(until)) : template;
    return new AppError('play_blocked', { kind: state.blockKind, until: until?.toISOString() ?? null }, message);
  }
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
        .replace('{amount}', `${formatAmount(limit / 100)} ₽`)
        .replace('{left}', `${formatAmount(Math.max(0, limit - used) / 100)} ₽`)
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
