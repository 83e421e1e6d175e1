import { UPGRADE_RATE_BP, type Game } from '@tastydrop/domain';
import { intArray, intLiteral, textArray, type ScriptTx } from '../../platform/db/script-tx.js';
import type { SeedState } from '../fairness/seed-state.js';
import { lockedUserSql } from '../inventory/sell-items-batch-sql.js';
import { assertAmount, entriesWriteSql } from '../wallet/ledger-entries-sql.js';
import type { ItemRow } from '../items/consume-items.js';
import { UPGRADE_CURSOR } from './upgrade-items.js';

/**
 * The batched upgrades' statements (docs/decisions/021-batched-selling-and-upgrades.md). Lock
 * order: player rows (skipped when held), their staked items (skipped when held), then their seed
 * pairs (waited for at most lockTimeoutMs).
 */

interface UpgradePlayer {
  coinBalance: number;
  experience: number;
}

interface UpgradeItemState {
  userId: number;
  itemId: number;
  price: number;
  status: string;
  /** null for an ordinary item (no item_types row). */
  type: number | null;
}

export interface UpgradeRead {
  players: Map<number, UpgradePlayer>;
  items: Map<number, UpgradeItemState>;
  /** Players with a staked item another transaction holds. */
  held: Set<number>;
  seeds: Map<number, SeedState>;
}

export async function readUpgradeBatch(tx: ScriptTx, ids: { users: number[]; items: number[] }, lockTimeoutMs: number): Promise<UpgradeRead> {
  const wanted = `${lockedUserSql('i.user_id', ids.users)} AND i.status = 'progress' AND i.id = ANY(${intArray(ids.items, 'bigint')})`;
  const [, playerRows, itemRows, seenRows, seedRows] = (await tx.run(`
    SELECT set_config('lock_timeout', '${intLiteral(lockTimeoutMs)}ms', true);
    SELECT id, coin_balance, experience FROM users WHERE id = ANY(${intArray(ids.users)}) ORDER BY id FOR UPDATE SKIP LOCKED;
    SELECT i.id, i.user_id, i.item_id, i.price, i.status, t.type
      FROM inventory_items i LEFT JOIN item_types t ON t.item_id = i.item_id
      WHERE ${wanted} ORDER BY i.id FOR UPDATE OF i SKIP LOCKED;
    SELECT i.id, i.user_id FROM inventory_items i WHERE ${wanted};
    SELECT user_id, id, server_seed, server_seed_hash, client_seed, nonce FROM fairness_seeds
      WHERE ${lockedUserSql('user_id', ids.users)} AND active ORDER BY id FOR UPDATE`)) as [
    unknown,
    { id: number; coin_balance: string | number; experience: number }[],
    { id: string | number; user_id: number; item_id: number; price: string | number; status: string; type: number | null }[],
    { id: string | number; user_id: number }[],
    { user_id: number; id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number }[],
  ];
  const items = new Map(
    itemRows.map((r) => [Number(r.id), { userId: r.user_id, itemId: r.item_id, price: Number(r.price), status: r.status, type: r.type }] as const),
  );
  return {
    players: new Map(playerRows.map((r) => [r.id, { coinBalance: Number(r.coin_balance), experience: r.experience }])),
    items,
    held: new Set(seenRows.filter((r) => !items.has(Number(r.id))).map((r) => r.user_id)),
    seeds: new Map(
      seedRows.map((s) => [s.user_id, { id: s.id, serverSeed: s.server_seed, serverSeedHash: s.server_seed_hash, clientSeed: s.client_seed, nonce: s.nonce }]),
    ),
  };
}

/** The dearest ordinary catalog item within each pity cap (cheapest id first among equals), as findPityItem picks it. */
export async function readPityItems(tx: ScriptTx, game: Game, caps: number[]): Promise<Map<number, ItemRow>> {
  const [rows] = (await tx.run(`
    SELECT c.cap, p.* FROM unnest(${intArray(caps, 'bigint')}) AS c(cap)
    JOIN LATERAL (
      SELECT id, game, slug, name, hero, slot, rarity, price, image FROM items
      WHERE game = (${textArray([game])})[1] AND price <= c.cap AND NOT EXISTS (SELECT 1 FROM item_types t WHERE t.item_id = items.id)
      ORDER BY price DESC, id ASC LIMIT 1
    ) p ON true`)) as [(Omit<ItemRow, 'price'> & { cap: string | number; price: string | number })[]];
  return new Map(rows.map(({ cap, ...item }) => [Number(cap), { ...item, price: Number(item.price) }]));
}

export interface PlannedUpgrade {
  userId: number;
  consumed: { inventoryItemId: number; itemId: number; price: number }[];
  inputTotal: number;
  target: ItemRow;
  chanceTickets: number;
  reversed: boolean;
  success: boolean;
  amountExp: number;
  /** The player's experience after this upgrade. */
  experienceAfter: number;
  /** Set once the prize is known: the target on a win, the pity item (if any) on a loss. */
  prizeItem: ItemRow | null;
  pityCap: number;
  coinsPrize: number;
  /** The coin balance after this upgrade. */
  coinBalance: number;
  seed: SeedState;
  nonce: number;
  ticket: number;
}

export interface StoredUpgrade {
  upgradeId: number;
  prizeInventoryItemId: number | null;
}

// The pity coins go through the wallet's entry write, with their `upgrade:<id>` reference drawn in the
// statement; the experience rides on the same row update.
const walletSql = (p: string[]) =>
  entriesWriteSql({
    entries: `SELECT ord, user_id, 'coins'::text AS currency, coins AS delta, 'upgrade_pity'::text AS reason,
      'upgrade:' || upgrade_id AS ref, ''::text AS key FROM src WHERE coins > 0`,
    alsoAdd: { ids: p[1]!, add: { experience: p[2]! } },
    shortfall: 'fail',
  });

const writeScript = (p: string[]) => `
  WITH
  ci AS (UPDATE inventory_items SET status = 'to_upgrade', updated_at = now() WHERE id = ANY(${p[0]})),
  s AS (
    UPDATE fairness_seeds SET nonce = fairness_seeds.nonce + d.n
    FROM unnest(${p[4]}, ${p[5]}) AS d(id, n) WHERE fairness_seeds.id = d.id
  ),
  ns AS (
    INSERT INTO fairness_seeds (user_id, server_seed, server_seed_hash, client_seed, nonce)
    SELECT * FROM unnest(${p[6]}, ${p[7]}, ${p[8]}, ${p[9]}, ${p[10]})
    RETURNING id, user_id
  ),
  src AS (
    SELECT nextval('upgrades_id_seq') AS upgrade_id,
      CASE WHEN t.prize_item_id <> 0 THEN nextval('inventory_items_id_seq') END AS prize_inventory_id, t.*
    FROM unnest(${p[11]}, ${p[12]}, ${p[13]}, ${p[14]}, ${p[15]}, ${p[16]}, ${p[17]}, ${p[18]}, ${p[19]}, ${p[20]}, ${p[21]},
                ${p[22]}, ${p[23]}, ${p[24]}, ${p[25]}, ${p[26]}, ${p[27]})
      WITH ORDINALITY AS t(user_id, input_items, input_total, target_item_id, target_price, chance_tickets, reversed, success,
                           prize_item_id, prize_price, coins, coin_after, seed_id, client_seed, server_seed_hash, nonce, ticket, ord)
  ),
  inv AS (
    INSERT INTO inventory_items (id, user_id, item_id, price, status, source)
    SELECT prize_inventory_id, user_id, prize_item_id, prize_price, 'progress', 'Upgrade' FROM src WHERE prize_item_id <> 0
  ),
  up AS (
    INSERT INTO upgrades (id, user_id, input_items, input_total, target_item_id, target_price, rate_bp, chance_tickets, reversed, success,
                          prize_item_id, prize_inventory_item_id, coins_prize, seed_id, client_seed, server_seed_hash, nonce, cursor, ticket)
    SELECT src.upgrade_id, src.user_id, src.input_items::jsonb, src.input_total, src.target_item_id, src.target_price, ${intLiteral(UPGRADE_RATE_BP)},
      src.chance_tickets, src.reversed = 1, src.success = 1, nullif(src.prize_item_id, 0), src.prize_inventory_id, src.coins,
      coalesce(ns.id, nullif(src.seed_id, 0)), src.client_seed, src.server_seed_hash, src.nonce, ${intLiteral(UPGRADE_CURSOR)}, src.ticket
    FROM src LEFT JOIN ns ON src.seed_id = 0 AND ns.user_id = src.user_id
  ),
  ${walletSql(p)}
  SELECT upgrade_id, prize_inventory_id FROM src ORDER BY ord`;

/** Writes every upgrade of the batch in one statement and commits; returns their ids in plan order. */
export async function writeUpgradeBatch(tx: ScriptTx, planned: PlannedUpgrade[]): Promise<StoredUpgrade[]> {
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
  const I = (v: number[]) => intArray(v);
  const B = (v: number[]) => intArray(v, 'bigint');
  const T = (v: string[]) => textArray(v);
  const script = writeScript([
    B(planned.flatMap((p) => p.consumed.map((c) => c.inventoryItemId))),
    I([...players.keys()]),
    I([...players.values()]),
    '', // the players' coins are the sum of their entries
    I(oldSeeds.map((s) => s.seed.id!)),
    I(oldSeeds.map((s) => s.used)),
    I(newSeeds.map(([userId]) => userId)),
    T(newSeeds.map(([, s]) => s.seed.serverSeed)),
    T(newSeeds.map(([, s]) => s.seed.serverSeedHash)),
    T(newSeeds.map(([, s]) => s.seed.clientSeed)),
    I(newSeeds.map(([, s]) => s.seed.nonce)),
    I(planned.map((p) => p.userId)),
    T(planned.map((p) => JSON.stringify(p.consumed))),
    B(planned.map((p) => p.inputTotal)),
    I(planned.map((p) => p.target.id)),
    B(planned.map((p) => p.target.price)),
    I(planned.map((p) => p.chanceTickets)),
    I(planned.map((p) => (p.reversed ? 1 : 0))),
    I(planned.map((p) => (p.success ? 1 : 0))),
    I(planned.map((p) => p.prizeItem?.id ?? 0)),
    B(planned.map((p) => p.prizeItem?.price ?? 0)),
    B(planned.map((p) => p.coinsPrize)),
    B(planned.map((p) => p.coinBalance)),
    I(planned.map((p) => p.seed.id ?? 0)),
    T(planned.map((p) => p.seed.clientSeed)),
    T(planned.map((p) => p.seed.serverSeedHash)),
    I(planned.map((p) => p.nonce)),
    I(planned.map((p) => p.ticket)),
  ]);
  const [rows] = (await tx.run(script, { commit: true })) as [{ upgrade_id: string | number; prize_inventory_id: string | number | null }[]];
  return rows.map((r) => ({ upgradeId: Number(r.upgrade_id), prizeInventoryItemId: r.prize_inventory_id === null ? null : Number(r.prize_inventory_id) }));
}
