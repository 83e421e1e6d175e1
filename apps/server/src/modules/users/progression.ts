import { expForSpend } from '@tastydrop/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema/index.js';
import { bare } from '../../platform/db/sql-names.js';
import { AppError } from '../../core/app-error.js';
import type { AlsoSet, Counter } from '../wallet/ledger-entries-sql.js';

/**
 * A player's progression: experience (decision 004: one point per rouble played), cases opened and
 * `spent` (money paid to play, docs/decisions/011-player-profit.md). Only this file moves them.
 */

/** One play's part in a player's progression. */
export interface Play {
  /** What the play staked, in kopecks: it earns expForSpend(stake) experience. */
  stake: number;
  /** Money paid to play (battles) also adds to `spent`; items staked in contracts do not. */
  paid?: boolean;
}

/** Adds one play to the player's row; returns the player's experience and coin balance after it. */
export async function addProgress(tx: DbOrTx, userId: number, play: Play): Promise<{ experience: number; coinBalance: number }> {
  const [row] = await tx
    .update(users)
    .set({
      ...(play.paid ? { spent: sql`${users.spent} + ${play.stake}` } : {}),
      experience: sql`${users.experience} + ${expForSpend(play.stake)}`,
    })
    .where(eq(users.id, userId))
    .returning({ experience: users.experience, coinBalance: users.coinBalance });
  if (!row) throw new AppError('userNotFound');
  return row;
}

/**
 * The progression of a batched statement, added by the wallet's update of the same rows
 * (`entriesWriteSql`'s `progress`): `ids` an int[] expression, each counter an array expression of
 * the players' increments in the same order (experience by expForSpend of what each staked).
 */
export function progressSql(ids: SQL, add: Partial<Record<Counter, SQL>>): AlsoSet {
  const counters = Object.entries(add) as [Counter, SQL][];
  const x = (i: number) => sql.identifier(`x${i}`);
  const columns = sql.join(
    counters.map((_, i) => sql`, ${x(i)}`),
    sql``,
  );
  return {
    rows: sql`unnest(${ids}${sql.join(
      counters.map(([, values]) => sql`, ${values}`),
      sql``,
    )}) AS x(id${columns})`,
    columns,
    set: sql.join(
      counters.map(([counter], i) => sql`, ${bare(users[counter])} = ${users[counter]} + coalesce(d.${x(i)}, 0)`),
      sql``,
    ),
  };
}
