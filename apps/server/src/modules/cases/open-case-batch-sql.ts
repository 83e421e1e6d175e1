import { intArray, intLiteral, textArray, type ScriptTx } from '../../db/script-tx.js';
import { entriesRelation, entriesWriteSql, type LedgerEntry } from '../wallet/ledger-entries-sql.js';
import { userOpensKey, type CaseState, type PlannedOpen, type PlayerState, type SeedState } from './open-case-plan.js';

/**
 * The batched opening's statements (docs/decisions/014-batched-opening.md): a fixed number
 * per batch whatever its size, each over arrays. Lock order: limited case rows, then player
 * rows, then the players' seed pairs, as on the single path.
 */

export interface BatchRead {
  cases: Map<number, CaseState>;
  players: Map<number, PlayerState>;
  seeds: Map<number, SeedState>;
  userOpens: Map<string, number>;
}

/**
 * One script, each statement seeing what the previous holders of the rows committed: lock the
 * limited cases (waiting at most lockTimeoutMs), read every price, lock the players' rows (a row
 * another transaction holds is skipped: its requests take the single path), then read and lock
 * the locked players' seed pairs and read their open counts of every-N-free cases.
 */
export async function readBatch(
  tx: ScriptTx,
  ids: { cases: number[]; limited: number[]; users: number[]; everyN: number[] },
  lockTimeoutMs: number,
): Promise<BatchRead> {
  const users = intArray(ids.users);
  const lockedUsers = `SELECT id FROM users WHERE id = ANY(${users}) FOR UPDATE SKIP LOCKED`;
  const results = await tx.run(`
    SELECT set_config('lock_timeout', '${intLiteral(lockTimeoutMs)}ms', true);
    SELECT id, opened_count, coalesce(opens_limit, -1) AS opens_limit FROM cases
      WHERE id = ANY(${intArray(ids.limited)}) ORDER BY id FOR UPDATE;
    SELECT id, price FROM cases WHERE id = ANY(${intArray(ids.cases)});
    SELECT id, balance, coin_balance, experience, nickname, avatar FROM users
      WHERE id = ANY(${users}) ORDER BY id FOR UPDATE SKIP LOCKED;
    SELECT json_build_object(
      'seeds', (SELECT coalesce(json_agg(s), '[]'::json) FROM (
        SELECT user_id, id, server_seed, server_seed_hash, client_seed, nonce FROM fairness_seeds
        WHERE user_id IN (${lockedUsers}) AND active FOR UPDATE) s),
      'opens', (SELECT coalesce(json_agg(o), '[]'::json) FROM (
        SELECT user_id, case_id, opened FROM case_user_opens
        WHERE user_id IN (${lockedUsers}) AND case_id = ANY(${intArray(ids.everyN)})) o)
    ) AS data`);
  const [, limitedRows, priceRows, playerRows, dataRows] = results as [
    unknown,
    { id: number; opened_count: number; opens_limit: number }[],
    { id: number; price: string | number }[],
    { id: number; balance: string | number; coin_balance: string | number; experience: number; nickname: string; avatar: string }[],
    { data: SeedsAndOpens | string }[],
  ];
  const limited = new Map(limitedRows.map((r) => [r.id, r]));
  const cases = new Map<number, CaseState>(
    priceRows.map((r) => {
      const l = limited.get(r.id);
      return [r.id, { price: Number(r.price), openedCount: l ? l.opened_count : 0, opensLimit: l ? l.opens_limit : null }];
    }),
  );
  const players = new Map<number, PlayerState>(
    playerRows.map((r) => [
      r.id,
      { balance: Number(r.balance), coinBalance: Number(r.coin_balance), experience: r.experience, nickname: r.nickname, avatar: r.avatar },
    ]),
  );
  const raw = dataRows[0]!.data;
  const data = typeof raw === 'string' ? (JSON.parse(raw) as SeedsAndOpens) : raw;
  const seeds = new Map<number, SeedState>(
    data.seeds.map((s) => [s.user_id, { id: s.id, serverSeed: s.server_seed, serverSeedHash: s.server_seed_hash, clientSeed: s.client_seed, nonce: s.nonce }]),
  );
  return { cases, players, seeds, userOpens: new Map(data.opens.map((o) => [userOpensKey(o.user_id, o.case_id), o.opened])) };
}

interface SeedsAndOpens {
  seeds: { user_id: number; id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number }[];
  opens: { user_id: number; case_id: number; opened: number }[];
}

const writeScript = (wallet: string, p: string[]) => `
  WITH
  ${wallet},
  s AS (
    UPDATE fairness_seeds SET nonce = fairness_seeds.nonce + d.n
    FROM unnest(${p[0]}, ${p[1]}) AS d(id, n) WHERE fairness_seeds.id = d.id
  ),
  ns AS (
    INSERT INTO fairness_seeds (user_id, server_seed, server_seed_hash, client_seed, nonce)
    SELECT * FROM unnest(${p[2]}, ${p[3]}, ${p[4]}, ${p[5]}, ${p[6]})
    RETURNING id, user_id
  ),
  o AS (
    INSERT INTO case_user_opens (user_id, case_id, opened)
    SELECT * FROM unnest(${p[7]}, ${p[8]}, ${p[9]})
    ON CONFLICT (user_id, case_id) DO UPDATE SET opened = case_user_opens.opened + EXCLUDED.opened
  ),
  c AS (
    UPDATE cases SET opened_count = cases.opened_count + d.n
    FROM unnest(${p[10]}, ${p[11]}) AS d(id, n) WHERE cases.id = d.id
  ),
  src AS (
    SELECT nextval('inventory_items_id_seq') AS inventory_id, t.*
    FROM unnest(${p[12]}, ${p[13]}, ${p[14]}, ${p[15]}, ${p[16]}, ${p[17]}, ${p[18]}, ${p[19]}, ${p[20]}, ${p[21]})
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
    JOIN unnest(${p[22]}, ${p[23]}, ${p[24]}) AS fs2(user_id, client_seed, server_seed_hash) ON fs2.user_id = src.user_id
    RETURNING id, inventory_item_id
  )
  SELECT op.id AS opening_id, op.inventory_item_id FROM op JOIN src ON src.inventory_id = op.inventory_item_id ORDER BY src.ord`;

export interface StoredDrop {
  openingId: number;
  inventoryItemId: number;
}

/** Writes every paid open of the batch in one statement; returns the stored drops in plan order. */
export async function writeBatch(tx: ScriptTx, planned: PlannedOpen[]): Promise<StoredDrop[]> {
  const players = new Map<number, { exp: number; opens: number; spent: number }>();
  const entries: LedgerEntry[] = [];
  const seeds = new Map<number, SeedState>();
  const userOpens = new Map<string, { userId: number; caseId: number; n: number }>();
  const limited = new Map<number, number>();
  const drops = { user: [] as number[], kase: [] as number[], item: [] as number[], price: [] as number[], currency: [] as string[] };
  const roll = { paid: [] as number[], seed: [] as number[], nonce: [] as number[], cursor: [] as number[], ticket: [] as number[] };

  for (const p of planned) {
    const { userId, c, opens } = p.request;
    const acc = players.get(userId) ?? { exp: 0, opens: 0, spent: 0 };
    acc.exp += p.experienceGained;
    acc.opens += opens;
    acc.spent += p.moneyPaid;
    players.set(userId, acc);
    if (p.paid > 0) entries.push({ userId, currency: p.currency, kind: 'debit', amount: p.paid, reason: 'case_open', ref: `case:${c.row.id}` });
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
  const I = (v: number[]) => intArray(v);
  const B = (v: number[]) => intArray(v, 'bigint');
  const T = (v: string[]) => textArray(v);
  // The plan was made against the locked balances: a debit it let through cannot come short.
  const wallet = entriesWriteSql({
    entries: entriesRelation(entries),
    alsoAdd: {
      ids: I(playerRows.map(([id]) => id)),
      add: { experience: I(playerRows.map(([, a]) => a.exp)), cases_opened: I(playerRows.map(([, a]) => a.opens)), spent: B(playerRows.map(([, a]) => a.spent)) },
    },
    shortfall: 'fail',
  });
  const script = writeScript(wallet, [
    I(oldSeeds.map(([, s]) => s.id!)),
    I(oldSeeds.map(([userId]) => reserved.get(userId)!)),
    I(newSeeds.map(([userId]) => userId)),
    T(newSeeds.map(([, s]) => s.serverSeed)),
    T(newSeeds.map(([, s]) => s.serverSeedHash)),
    T(newSeeds.map(([, s]) => s.clientSeed)),
    I(newSeeds.map(([, s]) => s.nonce)),
    I([...userOpens.values()].map((o) => o.userId)),
    I([...userOpens.values()].map((o) => o.caseId)),
    I([...userOpens.values()].map((o) => o.n)),
    I([...limited.keys()]),
    I([...limited.values()]),
    I(drops.user),
    I(drops.kase),
    I(drops.item),
    B(drops.price),
    T(drops.currency),
    B(roll.paid),
    I(roll.seed),
    I(roll.nonce),
    I(roll.cursor),
    I(roll.ticket),
    I([...seeds.keys()]),
    T([...seeds.values()].map((s) => s.clientSeed)),
    T([...seeds.values()].map((s) => s.serverSeedHash)),
  ]);
  const [rows] = (await tx.run(script, { commit: true })) as [{ opening_id: string | number; inventory_item_id: string | number }[]];
  return rows.map((r) => ({ openingId: Number(r.opening_id), inventoryItemId: Number(r.inventory_item_id) }));
}
