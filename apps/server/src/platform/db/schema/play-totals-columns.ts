import { bigint, date } from 'drizzle-orm/pg-core';

/**
 * The player's running play totals for the current Moscow day, week and month, written by the wallet
 * in the same row update as the balance, so a limit check on them is race-free.
 */
export const playTotalsColumns = {
  playDay: date('play_day', { mode: 'string' }),
  dayDeposit: bigint('day_deposit', { mode: 'number' }).notNull().default(0),
  dayStake: bigint('day_stake', { mode: 'number' }).notNull().default(0),
  dayReturn: bigint('day_return', { mode: 'number' }).notNull().default(0),
  weekDeposit: bigint('week_deposit', { mode: 'number' }).notNull().default(0),
  weekStake: bigint('week_stake', { mode: 'number' }).notNull().default(0),
  weekReturn: bigint('week_return', { mode: 'number' }).notNull().default(0),
  monthDeposit: bigint('month_deposit', { mode: 'number' }).notNull().default(0),
  monthStake: bigint('month_stake', { mode: 'number' }).notNull().default(0),
  monthReturn: bigint('month_return', { mode: 'number' }).notNull().default(0),
};
