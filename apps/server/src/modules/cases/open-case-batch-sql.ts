import type { RawTx } from '../../db/raw.js';
import type { BatchState, CaseState, PlannedOpen, PlayerState, SeedState } from './open-case-plan.js';

/**
 * The batched opening's statements (docs/decisions/011-batched-opening.md): a fixed number
 * per batch whatever its size, each over arrays. Lock order: limited case rows, then player
 * rows, then the players' seed pairs, as on the single path.
 */

const READ_CASES = `
  WITH cfg AS (SELECT set_config('lock_timeout', $3::text, true) AS v),
  locked AS (
    SELECT id, price, opened_count, coalesce(opens_limit, -1) AS opens_limit FROM cases
    WHERE id = ANY($2::int[]) AND (SELECT count(*) FROM cfg) = 1 ORDER BY id FOR UPDATE
  )
  SELECT id, price, opened_count, opens_limit FROM locked
  UNION ALL
  SELECT id, price, 0, NULL FROM cases WHERE id = ANY($1::int[]) AND NOT (id = ANY($2::int[]))`;

/** Reads every case's price in the transaction and locks the limited ones (waiting up to lockTimeoutMs). */
export async function readCases(tx: RawTx, caseIds: number[], limitedIds: number[], lockTimeoutMs: number): Promise<Map<number, CaseState>> {
  type Row = { id: number; price: string | number; opened_count: number; opens_limit: number | null };
  const rows = await tx.query<Row>('open_batch_cases', READ_CASES, [caseIds, limitedIds, `${lockTimeoutMs}ms`]);
  return new Map(rows.map((r) => [r.id, { price: Number(r.price), openedCount: r.opened_count, opensLimit: r.opens_limit }]));
}

const LOCK_PLAYERS = `
  SELECT id, balance, coin_balance, experience, nickname, avatar FROM users
  WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE SKIP LOCKED`;

/** Locks the players' rows; a row another transaction holds is skipped (its requests take the single path). */
export async function lockPlayers(tx: RawTx, userIds: number[]): Promise<Map<number, PlayerState>> {
  type Row = { id: number; balance: string | number; coin_balance: string | number; experience: number; nickname: string; avatar: string };
  const rows = await tx.query<Row>('open_batch_players', LOCK_PLAYERS, [userIds]);
  return new Map(
    rows.map((r) => [
      r.id,
      { balance: Number(r.balance), coinBalance: Number(r.coin_balance), experience: r.experience, nickname: r.nickname, avatar: r.avatar },
    ]),
  );
}

// A statement of its own after the player locks, so it sees what the previous holders committed.
const READ_SEEDS_AND_OPENS = `
  WITH s AS (
    SELECT user_id, id, server_seed, server_seed_hash, client_seed, nonce FROM fairness_seeds
    WHERE user_id = ANY($1::int[]) AND active FOR UPDATE
  )
  SELECT json_build_object(
    'seeds', (SELECT coalesce(json_agg(s), '[]'::json) FROM s),
    'opens', (SELECT coalesce(json_agg(o), '[]'::json) FROM (
      SELECT user_id, case_id, opened FROM case_user_opens WHERE user_id = ANY($1::int[]) AND case_id = ANY($2::int[])) o)
  ) AS data`;

export async function readSeedsAndOpens(
  tx: RawTx,
  userIds: number[],
  everyNCaseIds: number[],
): Promise<Pick<BatchState, 'seeds' | 'userOpens'>> {
  type Data = {
    seeds: { user_id: number; id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number }[];
    opens: { user_id: number; case_id: number; opened: number }[];
  };
  const [row] = await tx.query<{ data: Data }>('open_batch_seeds', READ_SEEDS_AND_OPENS, [userIds, everyNCaseIds]);
  const data = row!.data;
  const seeds = new Map<number, SeedState>(
    data.seeds.map((s) => [s.user_id, { id: s.id, serverSeed: s.server_seed, serverSeedHash: s.server_seed_hash, clientSeed: s.client_seed, nonce: s.nonce }]),
  );
  return { seeds, userOpens: new Map(data.opens.map((o) => [`${o.user_id}:${o.case_id}`, o.opened])) };
}

const WRITE = `
  WITH
  u AS (
    UPDATE users SET balance = users.balance - d.money, coin_balance = users.coin_balance - d.coins,
      experience = users.experience + d.exp, cases_opened = users.cases_opened + d.opens, spent = users.spent + d.spent
    FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::int[], $5::int[], $6::bigint[]) AS d(id, money, coins, exp, opens, spent)
    WHERE users.id = d.id
  ),
  l AS (
    INSERT INTO ledger (user_id, currency, delta, balance_after, reason, ref)
    SELECT user_id, currency, delta, after, 'case_open', ref
    FROM unnest($7::int[], $8::text[], $9::bigint[], $10::bigint[], $11::text[]) AS t(user_id, currency, delta, after, ref)
  ),
  s AS (
    UPDATE fairness_seeds SET nonce = fairness_seeds.nonce + d.n
    FROM unnest($12::int[], $13::int[]) AS d(id, n) WHERE fairness_seeds.id = d.id
  ),
  ns AS (
    INSERT INTO fairness_seeds (user_id, server_seed, server_seed_hash, client_seed, nonce)
    SELECT * FROM unnest($14::int[], $15::text[], $16::text[], $17::text[], $18::int[])
    RETURNING id, user_id
  ),
  o AS (
    INSERT INTO case_user_opens (user_id, case_id, opened)
    SELECT * FROM unnest($19::int[], $20::int[], $21::int[])
    ON CONFLICT (user_id, case_id) DO UPDATE SET opened = case_user_opens.opened + EXCLUDED.opened
  ),
  c AS (
    UPDATE cases SET opened_count = cases.opened_count + d.n
    FROM unnest($22::int[], $23::int[]) AS d(id, n) WHERE cases.id = d.id
  ),
  src AS (
    SELECT nextval('inventory_items_id_seq') AS inventory_id, t.*
    FROM unnest($24::int[], $25::int[], $26::int[], $27::bigint[], $28::text[], $29::bigint[], $30::int[], $31::int[], $32::int[], $33::int[])
      WITH ORDINALITY AS t(user_id, case_id, item_id, price, currency, price_paid, seed_id, nonce, cursor, ticket, ord)
  ),
  inv AS (
    INSERT INTO inventory_items (id, user_id, item_id, price, status, source)
    SELECT inventory_id, user_id, item_id, price, 'progress', 'Case' FROM src
  ),
  op AS (
    INSERT INTO openings (user_id, case_id, item_id, inventory_item_id, currency, price_paid, seed_id, client_seed,
                          server_seed_hash, nonce, cursor, ticket)
    SELECT src.user_id, src.case_id, src.item_id, src.inventory_id, src.currency, src.price_paid, coalesce(ns.id, nullif(src.seed_id, 0)),
      fs2.client_seed, fs2.server_seed_hash, src.nonce, src.cursor, src.ticket
    FROM src
    LEFT JOIN ns ON src.seed_id = 0 AND ns.user_id = src.user_id
    JOIN unnest($34::int[], $35::text[], $36::text[]) AS fs2(user_id, client_seed, server_seed_hash) ON fs2.user_id = src.user_id
    RETURNING id, inventory_item_id
  )
  SELECT op.id AS opening_id, op.inventory_item_id FROM op JOIN src ON src.inventory_id = op.inventory_item_id ORDER BY src.ord`;

export interface StoredDrop {
  openingId: number;
  inventoryItemId: number;
}

/** Writes every paid open of the batch in one statement; returns the stored drops in plan order. */
export async function writeBatch(tx: RawTx, planned: PlannedOpen[]): Promise<StoredDrop[]> {
  const players = new Map<number, { money: number; coins: number; exp: number; opens: number; spent: number }>();
  const ledger = { user: [] as number[], currency: [] as string[], delta: [] as number[], after: [] as number[], ref: [] as string[] };
  const seeds = new Map<number, SeedState>();
  const userOpens = new Map<string, { userId: number; caseId: number; n: number }>();
  const limited = new Map<number, number>();
  const drops = { user: [] as number[], kase: [] as number[], item: [] as number[], price: [] as number[], currency: [] as string[] };
  const roll = { paid: [] as number[], seed: [] as number[], nonce: [] as number[], cursor: [] as number[], ticket: [] as number[] };

  for (const p of planned) {
    const { userId, c, opens } = p.request;
    const acc = players.get(userId) ?? { money: 0, coins: 0, exp: 0, opens: 0, spent: 0 };
    if (p.currency === 'money') acc.money += p.paid;
    else acc.coins += p.paid;
    acc.exp += p.experienceGained;
    acc.opens += opens;
    acc.spent += p.moneyPaid;
    players.set(userId, acc);
    if (p.paid > 0) {
      ledger.user.push(userId);
      ledger.currency.push(p.currency);
      ledger.delta.push(-p.paid);
      ledger.after.push(p.currency === 'money' ? p.after.balance : p.after.coinBalance);
      ledger.ref.push(`case:${c.row.id}`);
    }
    seeds.set(userId, p.seed);
    if (c.row.everyNOpenFree) {
      const key = `${userId}:${c.row.id}`;
      const entry = userOpens.get(key) ?? { userId, caseId: c.row.id, n: 0 };
      entry.n += opens;
      userOpens.set(key, entry);
    }
    if (c.row.opensLimit !== null) limited.set(c.row.id, (limited.get(c.row.id) ?? 0) + opens);
    for (const r of p.rolled) {
      drops.user.push(userId);
      drops.kase.push(c.row.id);
      drops.item.push(r.drop.item.id);
      drops.price.push(r.drop.item.price);
      drops.currency.push(c.row.currency);
      roll.paid.push(p.pricePerItem);
      roll.seed.push(p.seed.id ?? 0);
      roll.nonce.push(r.nonce);
      roll.cursor.push(r.cursor);
      roll.ticket.push(r.ticket);
    }
  }

  const reserved = new Map<number, number>();
  for (const p of planned) reserved.set(p.request.userId, (reserved.get(p.request.userId) ?? 0) + p.request.opens);
  const oldSeeds = [...seeds].filter(([, s]) => s.id !== null);
  const newSeeds = [...seeds].filter(([, s]) => s.id === null);
  const playerRows = [...players];
  const rows = await tx.query<{ opening_id: string | number; inventory_item_id: string | number }>('open_batch_write', WRITE, [
    playerRows.map(([id]) => id),
    playerRows.map(([, a]) => a.money),
    playerRows.map(([, a]) => a.coins),
    playerRows.map(([, a]) => a.exp),
    playerRows.map(([, a]) => a.opens),
    playerRows.map(([, a]) => a.spent),
    ledger.user,
    ledger.currency,
    ledger.delta,
    ledger.after,
    ledger.ref,
    oldSeeds.map(([, s]) => s.id!),
    oldSeeds.map(([userId]) => reserved.get(userId)!),
    newSeeds.map(([userId]) => userId),
    newSeeds.map(([, s]) => s.serverSeed),
    newSeeds.map(([, s]) => s.serverSeedHash),
    newSeeds.map(([, s]) => s.clientSeed),
    newSeeds.map(([, s]) => s.nonce),
    [...userOpens.values()].map((o) => o.userId),
    [...userOpens.values()].map((o) => o.caseId),
    [...userOpens.values()].map((o) => o.n),
    [...limited.keys()],
    [...limited.values()],
    drops.user,
    drops.kase,
    drops.item,
    drops.price,
    drops.currency,
    roll.paid,
    roll.seed,
    roll.nonce,
    roll.cursor,
    roll.ticket,
    [...seeds.keys()],
    [...seeds.values()].map((s) => s.clientSeed),
    [...seeds.values()].map((s) => s.serverSeedHash),
  ]);
  return rows.map((r) => ({ openingId: Number(r.opening_id), inventoryItemId: Number(r.inventory_item_id) }));
}
