import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/index.js';
import { rawQuery, type RawTx } from '../../platform/db/raw.js';
import { arg } from '../../platform/db/sql-text.js';
import type { AppError } from '../../core/app-error.js';
import type { LedgerEntry } from './ledger-entries-sql.js';
import { addToState, classOf, parsePlayState, playStatesQuery, refusalOf, type PlayState } from './play-limits.js';
import { playClock } from './play-clock.js';

export interface PlayLimitCheck {
  /** Refuses a stake that breaks a limit or comes during a block; counts what it lets through. */
  refuse(entry: LedgerEntry): AppError | null;
}

const NONE: PlayLimitCheck = { refuse: () => null };

/** The hot paths' statement, built and rendered once: the players are its first argument. */
const PLAY_STATES = playStatesQuery(arg(1));

/** The players' totals, limits and blocks (play-limits.ts): the one reader, on a Drizzle handle or a raw transaction. */
export async function readPlayStates(tx: DbOrTx | RawTx, userIds: number[]): Promise<Map<number, PlayState>> {
  const rows =
    'execute' in tx
      ? ((await tx.execute(playStatesQuery(sql`${sql.param(userIds)}`))) as unknown as { rows: Record<string, unknown>[] }).rows
      : await rawQuery<Record<string, unknown>>(tx, 'play_states', PLAY_STATES, [userIds]);
  return new Map(rows.map((r) => [Number(r.id), parsePlayState(r)]));
}

/**
 * Reads the running totals, limits and blocks of the players with a stake among `entries`. Called
 * after their rows are locked, so nothing changes the totals until the transaction ends.
 */
export async function checkPlayLimits(tx: Tx, entries: readonly LedgerEntry[]): Promise<PlayLimitCheck> {
  const stakers = [...new Set(entries.filter((e) => e.currency === 'money' && e.kind === 'debit' && classOf(e.reason) === 'stake').map((e) => e.userId))];
  if (stakers.length === 0) return NONE;
  const states = await readPlayStates(tx, stakers);
  const now = playClock.now();
  return {
    refuse(entry) {
      if (entry.currency !== 'money') return null;
      const c = classOf(entry.reason);
      const state = states.get(entry.userId);
      if (!c || !state) return null;
      if (c === 'stake' && entry.kind === 'debit') {
        const refusal = refusalOf(state, 'stake', entry.amount, now);
        if (refusal) return refusal;
      }
      if ((c === 'stake' && entry.kind === 'debit') || (c !== 'stake' && entry.kind === 'credit')) addToState(state, c, entry.amount);
      return null;
    },
  };
}
