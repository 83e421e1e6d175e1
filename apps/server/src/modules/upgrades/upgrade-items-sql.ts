import { UPGRADE_RATE_BP, type Game } from '@tastydrop/domain';
import { rawQuery, type RawTx } from '../../platform/db/raw.js';
import type { LockMode } from '../../platform/db/request-batcher.js';
import { fairnessSeeds, inventoryItems, items, itemTypes, upgrades, users } from '../../platform/db/schema/index.js';
import { arg, sqlText } from '../../platform/db/sql-text.js';
import { itemsAndPlayersLockSql, rowsOf, type JsonRows, type LockedRow } from '../items/lock-items-sql.js';
import type { SeedState } from '../fairness/seed-state.js';
import { advanceNoncesSql, newSeedArrays, storeSeedsSql } from '../fairness/seed-writes-sql.js';
import { assertAmount, entriesWriteSql, wellFormed } from '../wallet/ledger-entries-sql.js';
import { readPlayStates } from '../wallet/play-limits-check.js';
import type { ItemRow } from '../items/consume-items.js';
import { progressSql } from '../users/progression.js';
import { grantItemsSql } from '../items/grant-items.js';
import { consumeItemsSql } from '../items/item-moves.js';
import { UPGRADE_CURSOR, type PlannedUpgrade, type UpgradeRead } from './upgrade-items-plan.js';

/**
 * The upgrades' statements (docs/decisions/021-batched-selling-and-upgrades.md,
 * 030-one-rule-engine.md): lock, read, (the pity items of lost upgrades,) write, whatever the
 * number of upgrades; every value a bound parameter, prepared once per connection. Lock order: the
 * staked items, the players' rows, then their seed pairs (as the paths that consume items do).
 */

// arg 1 the lock timeout of the transaction's later waits (skipping only: waiting, the connection's own
// applies), 2 the players, 3 the staked items. Waiting, an item is locked whatever its
// status (its status is read under the lock); skipping, only available ones.
function lockStatement(mode: LockMode) {
  const i = inventoryItems;
  const wanted = sqlText`i.${i.userId} = ANY(${arg(2)}::int[]) AND i.${i.id} = ANY(${arg(3)}::bigint[])${mode === 'skip' ? sqlText` AND i.${i.status} = 'progress'` : sqlText``}`;
  const items = sqlText`SELECT i.${i.id} AS id, i.${i.userId} AS user_id, i.${i.itemId} AS item_id, i.${i.price} AS price, i.${i.status} AS status,
      t.${itemTypes.type} AS type
    FROM ${i} i LEFT JOIN ${itemTypes} t ON t.${itemTypes.itemId} = i.${i.itemId}
    WHERE ${wanted} AND (SELECT count(*) FROM cfg) = 1`;
  const columns = sqlText`${users.coinBalance} AS coin_balance, ${users.experience} AS experience`;
  return sqlText`
  WITH cfg AS MATERIALIZED (SELECT ${mode === 'skip' ? sqlText`set_config('lock_timeout', ${arg(1)}::text, true)` : sqlText`${arg(1)}::text`} AS v),
  ${itemsAndPlayersLockSql({ mode, items, players: arg(2), columns, wanted })}`;
}
const lockStatements = { skip: lockStatement('skip'), wait: lockStatement('wait') };

// A statement of its own, so its snapshot holds what the previous holders of the players' rows committed.
// arg 1 the players, 2 the targets (their prices now: the cached catalog only finds them).
const f = fairnessSeeds;
const READ = sqlText`
  SELECT
    (SELECT coalesce(json_agg(s), '[]'::json) FROM (
      SELECT ${f.userId} AS user_id, ${f.id} AS id, ${f.serverSeed} AS server_seed, ${f.serverSeedHash} AS server_seed_hash,
        ${f.clientSeed} AS client_seed, ${f.nonce} AS nonce
      FROM ${f} WHERE ${f.userId} = ANY(${arg(1)}::int[]) AND ${f.active} ORDER BY ${f.id} FOR UPDATE) s) AS seeds,
    (SELECT coalesce(json_agg(t), '[]'::json) FROM (
      SELECT ${items.id} AS id, ${items.price} AS price FROM ${items}
      WHERE ${items.id} = ANY(${arg(2)}::int[]) AND NOT EXISTS (SELECT 1 FROM ${itemTypes} t WHERE t.${itemTypes.itemId} = ${items}.${items.id})) t) AS targets`;

/**
 * Locks the staked items and the players' rows (`skip`: rows another transaction holds are left out
 * and their players named), then reads and locks the locked players' seed pairs, waiting for them
 * (`skip`: at most `lockTimeoutMs`), and reads the targets' prices as they are now and the locked
 * players' responsible-play state (a break refuses every upgrade).
 */
export async function readUpgradeState(tx: RawTx, ids: { users: number[]; items: number[]; targets: number[] }, mode: LockMode, lockTimeoutMs: number): Promise<UpgradeRead> {
  type Item = { id: string | number; user_id: number; item_id: number; price: string | number; status: string; type: number | null };
  type Player = { id: number; coin_balance: string | number; experience: number };
  const [row] = await rawQuery<LockedRow<Item, Player>>(tx, `upgrade_lock_${mode}`, lockStatements[mode], [
    `${lockTimeoutMs}ms`,
    ids.users,
    ids.items,
  ]);
  const players = new Map(rowsOf(row!.players).map((r) => [r.id, { coinBalance: Number(r.coin_balance), experience: r.experience }]));
  type Seed = { user_id: number; id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number };
  const [read] = await rawQuery<{ seeds: JsonRows<Seed>; targets: JsonRows<{ id: number; price: string | number }> }>(tx, 'upgrade_read', READ, [
    [...players.keys()],
    ids.targets,
  ]);
  return {
    players,
    items: new Map(
      rowsOf(row!.items).map((r) => [Number(r.id), { userId: r.user_id, itemId: r.item_id, price: Number(r.price), status: r.status, type: r.type }] as const),
    ),
    held: new Set(rowsOf(row!.held)),
    seeds: new Map(
      rowsOf(read!.seeds).map((s) => [s.user_id, { id: s.id, serverSeed: s.server_seed, serverSeedHash: s.server_seed_hash, clientSeed: s.client_seed, nonce: s.nonce }]),
    ),
    targets: new Map(rowsOf(read!.targets).map((t) => [t.id, Number(t.price)])),
    playStates: await readPlayStates(tx, [...players.keys()]),
  };
}

const PITY = sqlText`
  SELECT c.cap, p.* FROM unnest(${arg(1)}::bigint[]) AS c(cap)
  JOIN LATERAL (
    SELECT ${items.id} AS id, ${items.game} AS game, ${items.slug} AS slug, ${items.name} AS name, ${items.hero} AS hero,
      ${items.slot} AS slot, ${items.rarity} AS rarity, ${items.price} AS price, ${items.image} AS image,
      ${items.floatMin} AS "floatMin", ${items.floatMax} AS "floatMax"
    FROM ${items}
    WHERE ${items.game} = ${arg(2)}::text AND ${items.price} <= c.cap
      AND NOT EXISTS (SELECT 1 FROM ${itemTypes} t WHERE t.${itemTypes.itemId} = ${items}.${items.id})
    ORDER BY ${items.price} DESC, ${items.id} ASC LIMIT 1
  ) p ON true`;

/** The dearest ordinary catalog item within each pity cap (cheapest id first among equals). */
export async function readPityItems(tx: RawTx, game: Game, caps: number[]): Promise<Map<number, ItemRow>> {
  const rows = await rawQuery<Omit<ItemRow, 'price'> & { cap: string | number; price: string | number }>(tx, 'upgrade_pity', PITY, [caps, game]);
  return new Map(rows.map(({ cap, ...item }) => [Number(cap), { ...item, price: Number(item.price) }]));
}

export interface StoredUpgrade {
  upgradeId: number;
  prizeInventoryItemId: number | null;
}

// The pity coins go through the wallet's entry write, with their `upgrade:<id>` reference drawn in the
// statement; the experience rides on the same row update. The plan was made against the locked rows.
const u = upgrades;
const WRITE = sqlText`
  WITH
  ci AS (${consumeItemsSql(sqlText`${arg(1)}::bigint[]`, 'to_upgrade')}),
  s AS (
    ${advanceNoncesSql(4)}
  ),
  ns AS (
    ${storeSeedsSql(6)}
  ),
  src AS (
    SELECT nextval('upgrades_id_seq') AS upgrade_id,
      CASE WHEN t.prize_item_id <> 0 THEN nextval('inventory_items_id_seq') END AS prize_inventory_id, t.*
    FROM unnest(${arg(11)}::int[], ${arg(12)}::text[], ${arg(13)}::bigint[], ${arg(14)}::int[], ${arg(15)}::bigint[], ${arg(16)}::int[], ${arg(17)}::int[], ${arg(18)}::int[],
                ${arg(19)}::int[], ${arg(20)}::bigint[], ${arg(21)}::bigint[], ${arg(22)}::int[], ${arg(23)}::text[], ${arg(24)}::text[], ${arg(25)}::int[], ${arg(26)}::int[], ${arg(29)}::float8[])
      WITH ORDINALITY AS t(user_id, input_items, input_total, target_item_id, target_price, chance_tickets, reversed, success,
                           prize_item_id, prize_price, coins, seed_id, client_seed, server_seed_hash, nonce, ticket, float, ord)
  ),
  inv AS (
    ${grantItemsSql(sqlText`SELECT prize_inventory_id, user_id, prize_item_id, prize_price, 'progress', 'Upgrade', float FROM src WHERE prize_item_id <> 0`)}
  ),
  up AS (
    INSERT INTO ${u} (${u.id}, ${u.userId}, ${u.inputItems}, ${u.inputTotal}, ${u.targetItemId}, ${u.targetPrice}, ${u.rateBp},
                      ${u.chanceTickets}, ${u.reversed}, ${u.success}, ${u.prizeItemId}, ${u.prizeInventoryItemId}, ${u.coinsPrize},
                      ${u.seedId}, ${u.clientSeed}, ${u.serverSeedHash}, ${u.nonce}, ${u.cursor}, ${u.ticket}, ${u.float})
    SELECT src.upgrade_id, src.user_id, src.input_items::jsonb, src.input_total, src.target_item_id, src.target_price, ${arg(27)}::int,
      src.chance_tickets, src.reversed = 1, src.success = 1, nullif(src.prize_item_id, 0), src.prize_inventory_id, src.coins,
      coalesce(ns.id, nullif(src.seed_id, 0)), src.client_seed, src.server_seed_hash, src.nonce, ${arg(28)}::int, src.ticket, src.float
    FROM src LEFT JOIN ns ON src.seed_id = 0 AND ns.user_id = src.user_id
  ),
  ${entriesWriteSql({
      entries: sqlText`SELECT ord, user_id, 'coins'::text AS currency, coins AS delta, 'upgrade_pity'::text AS reason,
      'upgrade:' || upgrade_id AS ref, ''::text AS key FROM src WHERE coins > 0`,
      progress: progressSql(sqlText`${arg(2)}::int[]`, { experience: sqlText`${arg(3)}::int[]` }),
      shortfall: 'fail',
    })}
  SELECT upgrade_id, prize_inventory_id FROM src ORDER BY ord`;

/** Writes every planned upgrade in one statement; returns their ids in plan order. */
export async function writeUpgrades(tx: RawTx, planned: PlannedUpgrade[]): Promise<StoredUpgrade[]> {
  const players = new Map<number, number>();
  const seeds = new Map<number, { seed: SeedState; used: number }>();
  for (const p of planned) {
    players.set(p.userId, (players.get(p.userId) ?? 0) + p.amountExp);
    if (p.coinsPrize > 0) assertAmount(p.coinsPrize);
    const s = seeds.get(p.userId) ?? { seed: p.seed, used: 0 };
    s.used += 1;
    seeds.set(p.userId, s);
  }
  const oldSeeds = [...seeds.values()].filter((s) => s.seed.id !== null);
  const newSeeds = [...seeds].filter(([, s]) => s.seed.id === null);
  const rows = await rawQuery<{ upgrade_id: string | number; prize_inventory_id: string | number | null }>(tx, 'upgrade_write', WRITE, [
    planned.flatMap((p) => p.consumed.map((c) => c.inventoryItemId)),
    [...players.keys()],
    [...players.values()],
    oldSeeds.map((s) => s.seed.id!),
    oldSeeds.map((s) => s.used),
    ...newSeedArrays(newSeeds.map(([userId, s]) => [userId, s.seed] as const)),
    planned.map((p) => p.userId),
    wellFormed(planned.map((p) => JSON.stringify(p.consumed))),
    planned.map((p) => p.inputTotal),
    planned.map((p) => p.target.id),
    planned.map((p) => p.target.price),
    planned.map((p) => p.chanceTickets),
    planned.map((p) => (p.reversed ? 1 : 0)),
    planned.map((p) => (p.success ? 1 : 0)),
    planned.map((p) => p.prizeItem?.id ?? 0),
    planned.map((p) => p.prizeItem?.price ?? 0),
    planned.map((p) => p.coinsPrize),
    planned.map((p) => p.seed.id ?? 0),
    wellFormed(planned.map((p) => p.seed.clientSeed)),
    wellFormed(planned.map((p) => p.seed.serverSeedHash)),
    planned.map((p) => p.nonce),
    planned.map((p) => p.ticket),
    UPGRADE_RATE_BP,
    UPGRADE_CURSOR,
    planned.map((p) => p.float),
  ]);
  return rows.map((r) => ({ upgradeId: Number(r.upgrade_id), prizeInventoryItemId: r.prize_inventory_id === null ? null : Number(r.prize_inventory_id) }));
}
