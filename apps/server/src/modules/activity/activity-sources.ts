import { fromWire, rollOpenCoins } from '@tastydrop/domain';
import { and, eq, getTableName, gt, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/index.js';
import { battleResults, cases, contracts, fairnessSeeds, openings as openingsTable, upgrades, users } from '../../platform/db/schema/index.js';

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
  /** Upgrades and contracts: the return the row was played at (basis points of the stake). */
  returnBp?: number;
  /** Battles: the battle, whose frozen tables give its expected return. */
  battleId?: number;
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

const after = (id: PgColumn, afterId: number, upToId: number) => and(gt(id, afterId), lte(id, upToId));

const openings: ActivitySource = {
  name: 'openings',
  table: getTableName(openingsTable),
  async load(tx, afterId, upToId, limit) {
    const o = openingsTable;
    const list = await tx
      .select({
        id: o.id,
        userId: o.userId,
        isBot: users.isBot,
        createdAt: o.createdAt,
        caseId: o.caseId,
        currency: o.currency,
        pricePaid: o.pricePaid,
        nonce: o.nonce,
        cursor: o.cursor,
        clientSeed: o.clientSeed,
        serverSeed: fairnessSeeds.serverSeed,
        coinsMin: cases.tastyCoinsMin,
        coinsMax: cases.tastyCoinsMax,
      })
      .from(o)
      .innerJoin(users, eq(users.id, o.userId))
      .innerJoin(fairnessSeeds, eq(fairnessSeeds.id, o.seedId))
      .innerJoin(cases, eq(cases.id, o.caseId))
      .where(after(o.id, afterId, upToId))
      .orderBy(o.id)
      .limit(limit);
    return list.map((r) => {
      const firstOfOpen = r.cursor === 0;
      const coins = firstOfOpen ? fromWire(rollOpenCoins(r.serverSeed, r.clientSeed, r.nonce, { min: r.coinsMin, max: r.coinsMax })) : 0;
      return {
        id: r.id,
        activity: {
          key: `openings:${r.id}`,
          userId: r.userId,
          isBot: r.isBot,
          at: r.createdAt,
          kind: 'case',
          spent: r.currency === 'GOLD' ? r.pricePaid : 0,
          caseId: r.caseId,
          firstOfOpen,
          coins,
        },
      };
    });
  },
};

/** Upgrades and contracts: the value of the items put in. */
function itemStakes(table: typeof upgrades | typeof contracts, kind: 'upgrade' | 'contract'): ActivitySource {
  const name = getTableName(table);
  return {
    name,
    table: name,
    async load(tx, afterId, upToId, limit) {
      const returnBp = 'rateBp' in table ? table.rateBp : table.returnBp;
      const list = await tx
        .select({ id: table.id, userId: table.userId, isBot: users.isBot, createdAt: table.createdAt, inputTotal: table.inputTotal, returnBp })
        .from(table)
        .innerJoin(users, eq(users.id, table.userId))
        .where(after(table.id, afterId, upToId))
        .orderBy(table.id)
        .limit(limit);
      return list.map((r) => ({
        id: r.id,
        activity: { key: `${name}:${r.id}`, userId: r.userId, isBot: r.isBot, at: r.createdAt, kind, spent: r.inputTotal, returnBp: r.returnBp },
      }));
    },
  };
}

/**
 * Battles: one row per real member, inserted once when the battle finishes (so the outcome is final
 * when the cursor can see it); the stake counts as spend, `won` toward `win_battles`.
 */
const battleResultsSource: ActivitySource = {
  name: 'battle_results',
  table: getTableName(battleResults),
  async load(tx, afterId, upToId, limit) {
    const r0 = battleResults;
    const list = await tx
      .select({ id: r0.id, battleId: r0.battleId, userId: r0.userId, isBot: users.isBot, finishedAt: r0.finishedAt, stake: r0.stake, won: r0.won })
      .from(r0)
      .innerJoin(users, eq(users.id, r0.userId))
      .where(after(r0.id, afterId, upToId))
      .orderBy(r0.id)
      .limit(limit);
    return list.map((r) => ({
      id: r.id,
      activity: { key: `battle_results:${r.id}`, userId: r.userId, isBot: r.isBot, at: r.finishedAt, kind: 'battle', spent: r.stake, won: r.won, battleId: r.battleId },
    }));
  },
};

/** Every source the engagement loop tails. */
export const ACTIVITY_SOURCES: ActivitySource[] = [openings, itemStakes(upgrades, 'upgrade'), itemStakes(contracts, 'contract'), battleResultsSource];
