import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/index.js';
import { rawQuery, type RawTx } from '../../platform/db/raw.js';
import { arg } from '../../platform/db/sql-text.js';
import type { AppError } from '../../core/app-error.js';
import type { LedgerEntry } from './ledger-entries-sql.js';
import { addToState, breakRefusal, classOf, parsePlayState, playStatesQuery, playsOrWins, refusalOf, type PlayState } from './play-limits.js';
import { playClock } from './play-clock.js';

export interface PlayLimitCheck {
  /** Refuses a stake that breaks a limit, or an entry that stakes or wins during a break; counts what it lets through. */
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

const isMoneyStake = (e: LedgerEntry) => e.currency === 'money' && e.kind === 'debit' && classOf(e.reason) === 'stake';

/**
 * Reads the running totals, limits and blocks of the players with a stake, or any entry that stakes or
 * wins (playsOrWins), among `entries`. Called after their rows are locked, so nothing changes the totals
 * until the transaction ends.
 */
export async function checkPlayLimits(tx: Tx, entries: readonly LedgerEntry[]): Promise<PlayLimitCheck> {
  const players = [...new Set(entries.filter((e) => isMoneyStake(e) || playsOrWins(e.reason)).map((e) => e.userId))];
  if (players.length === 0) return NONE;
  const states = await readPlayStates(tx, players);
  const now = playClock.now();
  return {
    refuse(entry) {
      const state = states.get(entry.userId);
      if (!state) return null;
      if (playsOrWins(entry.reason)) {
        const refusal = breakRefusal(state);
        if (refusal) return refusal;
      }
      if (entry.currency !== 'money') return null;
      const c = classOf(entry.reason);
      if (!c) return null;
      if (isMoneyStake(entry)) {
        const refusal = refusalOf(state, 'stake', entry.amount, now);
        if (refusal) return refusal;
      }
      if (isMoneyStake(entry) || (c !== 'stake' && entry.kind === 'credit')) addToState(state, c, entry.amount);
      return null;
    },
  };
}

/**
 * Throws play_blocked while the player is on a break (a time-out, a self-exclusion or a used-up play day):
 * the check of play that moves no balance (items staked, free opens, a game's next move, a free case
 * granted), the same rule the wallet applies to every entry that stakes or wins.
 */
export async function assertMayPlay(tx: DbOrTx | RawTx, userId: number): Promise<void> {
  const state = (await readPlayStates(tx, [userId])).get(userId);
  const refusal = state ? breakRefusal(state) : null;
  if (refusal) throw refusal;
}
