import { rollOpenCoins } from '@tastydrop/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';

/** What the engagement loop needs to know about one thing a player did. */
export interface Activity {
  /** `source:id`: unique, the idempotency key of what the row pays. */
  key: string;
  userId: number;
  isBot: boolean;
  at: Date;
  kind: 'case' | 'upgrade' | 'contract' | 'battle';
  /** Money (kopecks) put at stake: counts toward leaderboards and `spend` tasks. */
  spent: number;
  /** Battles: whether the player won. */
  won?: boolean;
  caseId?: number;
  /** Case opens only: whether this row is the first item of its open (one open, one coin roll). */
  firstOfOpen?: boolean;
  /** TASTY_COIN (hundredths) the open pays, rolled from the opening's own seeds. */
  coins?: number;
}

/**
 * A table of activity rows, read in id order after a cursor. Adding a kind of play is one more entry
 * in ACTIVITY_SOURCES. A row must be inserted, complete, once: its id orders it when it commits.
 */
export interface ActivitySource {
  name: string;
  /** The table whose id sequence orders the rows. */
  table: string;
  /** Rows with afterId < id <= upToId, in id order. */
  load(tx: DbOrTx, afterId: number, upToId: number, limit: number): Promise<{ id: number; activity: Activity }[]>;
}

async function rows<T>(tx: DbOrTx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

const num = (v: number | string) => Number(v);

const openings: ActivitySource = {
  name: 'openings',
  table: 'openings',
  async load(tx, afterId, upToId, limit) {
    const list = await rows<{
      id: string;
      user_id: number;
      is_bot: boolean;
      created_at: string | Date;
      case_id: number;
      currency: string;
      price_paid: string;
      nonce: number;
      cursor: number;
      client_seed: string;
      server_seed: string;
      coins_min: number;
      coins_max: number;
    }>(
      tx,
      sql`SELECT o.id, o.user_id, u.is_bot, o.created_at, o.case_id, o.currency, o.price_paid, o.nonce, o.cursor, o.client_seed,
                 s.server_seed, c.tasty_coins_min AS coins_min, c.tasty_coins_max AS coins_max
          FROM openings o
          JOIN users u ON u.id = o.user_id
          JOIN fairness_seeds s ON s.id = o.seed_id
          JOIN cases c ON c.id = o.case_id
          WHERE o.id > ${afterId} AND o.id <= ${upToId}
          ORDER BY o.id LIMIT ${limit}`,
    );
    return list.map((r) => {
      const firstOfOpen = r.cursor === 0;
      const coins = firstOfOpen ? rollOpenCoins(r.server_seed, r.client_seed, r.nonce, { min: r.coins_min, max: r.coins_max }) * 100 : 0;
      return {
        id: num(r.id),
        activity: {
          key: `openings:${r.id}`,
          userId: r.user_id,
          isBot: r.is_bot,
          at: new Date(r.created_at),
          kind: 'case',
          spent: r.currency === 'GOLD' ? num(r.price_paid) : 0,
          caseId: r.case_id,
          firstOfOpen,
          coins,
        },
      };
    });
  },
};

/** Upgrades and contracts: the value of the items put in. */
function itemStakes(name: 'upgrades' | 'contracts', kind: 'upgrade' | 'contract'): ActivitySource {
  return {
    name,
    table: name,
    async load(tx, afterId, upToId, limit) {
      const list = await rows<{ id: string; user_id: number; is_bot: boolean; created_at: string | Date; input_total: string }>(
        tx,
        sql`SELECT t.id, t.user_id, u.is_bot, t.created_at, t.input_total FROM ${sql.raw(name)} t JOIN users u ON u.id = t.user_id
            WHERE t.id > ${afterId} AND t.id <= ${upToId} ORDER BY t.id LIMIT ${limit}`,
      );
      return list.map((r) => ({
        id: num(r.id),
        activity: { key: `${name}:${r.id}`, userId: r.user_id, isBot: r.is_bot, at: new Date(r.created_at), kind, spent: num(r.input_total) },
      }));
    },
  };
}

/**
 * Battles: one row per real member, inserted once when the battle finishes (so the outcome is final
 * when the cursor can see it); the stake counts as spend, `won` toward `win_battles`.
 */
const battleResults: ActivitySource = {
  name: 'battle_results',
  table: 'battle_results',
  async load(tx, afterId, upToId, limit) {
    const list = await rows<{ id: string; user_id: number; is_bot: boolean; finished_at: string | Date; stake: string; won: boolean }>(
      tx,
      sql`SELECT r.id, r.user_id, u.is_bot, r.finished_at, r.stake, r.won FROM battle_results r JOIN users u ON u.id = r.user_id
          WHERE r.id > ${afterId} AND r.id <= ${upToId} ORDER BY r.id LIMIT ${limit}`,
    );
    return list.map((r) => ({
      id: num(r.id),
      activity: { key: `battle_results:${r.id}`, userId: r.user_id, isBot: r.is_bot, at: new Date(r.finished_at), kind: 'battle', spent: num(r.stake), won: r.won },
    }));
  },
};

/** Every source the engagement loop tails. */
export const ACTIVITY_SOURCES: ActivitySource[] = [openings, itemStakes('upgrades', 'upgrade'), itemStakes('contracts', 'contract'), battleResults];
