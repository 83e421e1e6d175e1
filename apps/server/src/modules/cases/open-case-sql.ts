import type { RawTx } from '../../platform/db/raw.js';
import { deltaOf, entriesWriteSql, type LedgerEntry } from '../wallet/ledger-entries-sql.js';
import type { PlayState } from '../wallet/play-limits.js';
import { userOpensKey, type BatchState, type CaseState, type PlannedOpen, type PlayerState } from './open-case-plan.js';
import { type SeedState } from '../fairness/seed-state.js';
import { playClock } from '../wallet/play-clock.js';
import { readPlayStates } from '../wallet/play-limits-check.js';
import { rowsOf, type JsonRows as Json } from '../items/lock-items-sql.js';

/**
 * The opening's statements (docs/decisions/014-batched-opening.md, 030-one-rule-engine.md): three
 * per transaction whatever the number of opens, every value a bound parameter, prepared once per
 * connection. Lock order: limited case rows, then player rows, then the players' seed pairs.
 */

/** `skip`: a player whose row another transaction holds is left out (a batch). `wait`: wait for it, at most the lock timeout. */
export type LockMode = 'skip' | 'wait';

const lockStatement = (mode: LockMode) => `
  WITH cfg AS MATERIALIZED (SELECT set_config('lock_timeout', $1::text, true) AS v),
  limited AS MATERIALIZED (
    SELECT id, opened_count, opens_limit FROM cases
    WHERE id = ANY($2::int[]) AND (SELECT count(*) FROM cfg) = 1 ORDER BY id FOR UPDATE
  ),
  players AS MATERIALIZED (
    SELECT id, balance, coin_balance, experience, nickname, avatar FROM users
    WHERE id = ANY($3::int[]) AND (SELECT count(*) FROM limited) >= 0
    ORDER BY id FOR NO KEY UPDATE${mode === 'skip' ? ' SKIP LOCKED' : ''}
  )
  SELECT (SELECT coalesce(json_agg(limited), '[]'::json) FROM limited) AS limited,
    (SELECT coalesce(json_agg(players), '[]'::json) FROM players) AS players`;

// A statement of its own, so its snapshot holds what the previous holders of the players' rows committed.
const READ = `
  SELECT
    (SELECT coalesce(json_agg(c), '[]'::json) FROM (SELECT id, price FROM cases WHERE id = ANY($1::int[])) c) AS prices,
    (SELECT coalesce(json_agg(s), '[]'::json) FROM (
      SELECT user_id, id, server_seed, server_seed_hash, client_seed, nonce FROM fairness_seeds
      WHERE user_id = ANY($2::int[]) AND active FOR UPDATE) s) AS seeds,
    (SELECT coalesce(json_agg(o), '[]'::json) FROM (
      SELECT user_id, case_id, opened FROM case_user_opens WHERE user_id = ANY($2::int[]) AND case_id = ANY($3::int[])) o) AS opens`;

/**
 * Locks the limited cases (waiting at most lockTimeoutMs) and the players' rows (`skip`: a row
 * another transaction holds is left out, and its requests are deferred), then reads every price,
 * the locked players' seed pairs (locked too), their open counts of every-N-free cases and, for
 * those among `staking` (opening cases paid in money), their responsible-play state.
 */
export async function readOpenState(
  tx: RawTx,
  ids: { cases: number[]; limited: number[]; users: number[]; everyN: number[]; staking: number[] },
  mode: LockMode,
  lockTimeoutMs: number,
): Promise<BatchState> {
  type Limited = { id: number; opened_count: number; opens_limit: number };
  type Player = { id: number; balance: string | number; coin_balance: string | number; experience: number; nickname: string; avatar: string };
  const [locked] = await tx.query<{ limited: Json<Limited>; players: Json<Player> }>(`open_lock_${mode}`, lockStatement(mode), [
    `${lockTimeoutMs}ms`,
    ids.limited,
    ids.users,
  ]);
  const limited = new Map(rowsOf(locked!.limited).map((r) => [r.id, r]));
  const players = new Map<number, PlayerState>(
    rowsOf(locked!.players).map((r) => [
      r.id,
      { balance: Number(r.balance), coinBalance: Number(r.coin_balance), experience: r.experience, nickname: r.nickname, avatar: r.avatar },
    ]),
  );
  type Seed = { user_id: number; id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number };
  type Data = { prices: Json<{ id: number; price: string | number }>; seeds: Json<Seed>; opens: Json<{ user_id: number; case_id: number; opened: number }> };
  const [data] = await tx.query<Data>('open_read', READ, [ids.cases, [...players.keys()], ids.everyN]);
  const cases = new Map<number, CaseState>(
    rowsOf(data!.prices).map((r) => {
      const l = limited.get(r.id);
      return [r.id, { price: Number(r.price), openedCount: l ? l.opened_count : 0, opensLimit: l ? l.opens_limit : null }];
    }),
  );
  const seeds = new Map<number, SeedState>(
    rowsOf(data!.seeds).map((s) => [
      s.user_id,
      { id: s.id, serverSeed: s.server_seed, serverSeedHash: s.server_seed_hash, clientSeed: s.client_seed, nonce: s.nonce },
    ]),
  );
  const userOpens = new Map(rowsOf(data!.opens).map((o) => [userOpensKey(o.user_id, o.case_id), o.opened]));
  const staking = ids.staking.filter((id) => players.has(id));
  const playStates = staking.length > 0 ? await readPlayStates(tx, staking) : new Map<number, PlayState>();
  return { cases, players, seeds, userOpens, playStates, now: playClock.now() };
}

// The plan was made against the locked balances: a debit it let through cannot come short.
const WRITE = `
  WITH
  ${entriesWriteSql({
    entries: `SELECT * FROM unnest($1::int[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[])
      WITH ORDINALITY AS e(user_id, currency, delta, reason, ref, key, ord)`,
    alsoAdd: { ids: '$7::int[]', add: { experience: '$8::int[]', cases_opened: '$9::int[]', spent: '$10::bigint[]' } },
    shortfall: 'fail',
  })},
  s AS (
    UPDATE fairness_seeds SET nonce = fairness_seeds.nonce + d.n
    FROM unnest($11::int[], $12::int[]) AS d(id, n) WHERE fairness_seeds.id = d.id
  ),
  ns AS (
    INSERT INTO fairness_seeds (user_id, server_seed, server_seed_hash, client_seed, nonce)
    SELECT * FROM unnest($13::int[], $14::text[], $15::text[], $16::text[], $17::int[])
    RETURNING id, user_id
  ),
  o AS (
    INSERT INTO case_user_opens (user_id, case_id, opened)
    SELECT * FROM unnest($18::int[], $19::int[], $20::int[])
    ON CONFLICT (user_id, case_id) DO UPDATE SET opened = case_user_opens.opened + EXCLUDED.opened
  ),
  c AS (
    UPDATE cases SET opened_count = cases.opened_count + d.n
    FROM unnest($21::int[], $22::int[]) AS d(id, n) WHERE cases.id = d.id
  ),
  src AS (
    SELECT nextval('inventory_items_id_seq') AS inventory_id, t.*
    FROM unnest($23::int[], $24::int[], $25::int[], $26::bigint[], $27::text[], $28::bigint[], $29::int[], $30::int[], $31::int[], $32::int[],
      $36::float8[], $37::int[])
      WITH ORDINALITY AS t(user_id, case_id, item_id, price, currency, price_paid, seed_id, nonce, cursor, ticket, float, catalog_version, ord)
  ),
  inv AS (
    INSERT INTO inventory_items (id, user_id, item_id, price, status, source, float)
    SELECT inventory_id, user_id, item_id, price, 'progress', 'Case', float FROM src
  ),
  op AS (
    INSERT INTO openings (user_id, case_id, item_id, inventory_item_id, currency, price_paid, seed_id, client_seed,
                          server_seed_hash, nonce, cursor, ticket, float, catalog_version)
    SELECT src.user_id, src.case_id, src.item_id, src.inventory_id, src.currency, src.price_paid, coalesce(ns.id, nullif(src.seed_id, 0)),
      fs2.client_seed, fs2.server_seed_hash, src.nonce, src.cursor, src.ticket, src.float, nullif(src.catalog_version, 0)
    FROM src
    LEFT JOIN ns ON src.seed_id = 0 AND ns.user_id = src.user_id
    JOIN unnest($33::int[], $34::text[], $35::text[]) AS fs2(user_id, client_seed, server_seed_hash) ON fs2.user_id = src.user_id
    RETURNING id, inventory_item_id
  )
  SELECT op.id AS opening_id, op.inventory_item_id FROM op JOIN src ON src.inventory_id = op.inventory_item_id ORDER BY src.ord`;

/** Text as UTF-8 can hold it: a lone surrogate becomes U+FFFD, as either driver stores it in a scalar (PGlite's array encoder fails on one). */
const text = (values: string[]) => values.map((v) => v.toWellFormed());

export interface StoredDrop {
  openingId: number;
  inventoryItemId: number;
}

/** Writes every paid open in one statement; returns the stored drops in plan order. */
export async function writeOpens(tx: RawTx, planned: PlannedOpen[]): Promise<StoredDrop[]> {
  const players = new Map<number, { exp: number; opens: number; spent: number }>();
  const entries: LedgerEntry[] = [];
  const seeds = new Map<number, SeedState>();
  const reserved = new Map<number, number>();
  const userOpens = new Map<string, { userId: number; caseId: number; n: number }>();
  const limited = new Map<number, number>();
  const drops = { user: [] as number[], kase: [] as number[], item: [] as number[], price: [] as number[], currency: [] as string[] };
  const roll = {
    paid: [] as number[],
    seed: [] as number[],
    nonce: [] as number[],
    cursor: [] as number[],
    ticket: [] as number[],
    float: [] as (number | null)[],
    version: [] as number[],
  };

  for (const p of planned) {
    const { userId, c, opens } = p.request;
    const acc = players.get(userId) ?? { exp: 0, opens: 0, spent: 0 };
    acc.exp += p.experienceGained;
    acc.opens += opens;
    acc.spent += p.moneyPaid;
    players.set(userId, acc);
    if (p.paid > 0) entries.push({ userId, currency: p.currency, kind: 'debit', amount: p.paid, reason: 'case_open', ref: `case:${c.row.id}` });
    seeds.set(userId, p.seed);
    reserved.set(userId, (reserved.get(userId) ?? 0) + opens);
    if (c.row.everyNOpenFree) {
      const key = userOpensKey(userId, c.row.id);
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
      roll.float.push(r.float);
      roll.version.push(c.catalogVersion ?? 0);
    }
  }

  const oldSeeds = [...seeds].filter(([, s]) => s.id !== null);
  const newSeeds = [...seeds].filter(([, s]) => s.id === null);
  const playerRows = [...players];
  const opened = [...userOpens.values()];
  const rows = await tx.query<{ opening_id: string | number; inventory_item_id: string | number }>('open_write', WRITE, [
    entries.map((e) => e.userId),
    text(entries.map((e) => e.currency)),
    entries.map(deltaOf),
    text(entries.map((e) => e.reason)),
    text(entries.map((e) => e.ref ?? '')),
    text(entries.map((e) => e.idempotencyKey ?? '')),
    playerRows.map(([id]) => id),
    playerRows.map(([, a]) => a.exp),
    playerRows.map(([, a]) => a.opens),
    playerRows.map(([, a]) => a.spent),
    oldSeeds.map(([, s]) => s.id!),
    oldSeeds.map(([userId]) => reserved.get(userId)!),
    newSeeds.map(([userId]) => userId),
    text(newSeeds.map(([, s]) => s.serverSeed)),
    text(newSeeds.map(([, s]) => s.serverSeedHash)),
    text(newSeeds.map(([, s]) => s.clientSeed)),
    newSeeds.map(([, s]) => s.nonce),
    opened.map((o) => o.userId),
    opened.map((o) => o.caseId),
    opened.map((o) => o.n),
    [...limited.keys()],
    [...limited.values()],
    drops.user,
    drops.kase,
    drops.item,
    drops.price,
    text(drops.currency),
    roll.paid,
    roll.seed,
    roll.nonce,
    roll.cursor,
    roll.ticket,
    [...seeds.keys()],
    text([...seeds.values()].map((s) => s.clientSeed)),
    text([...seeds.values()].map((s) => s.serverSeedHash)),
    roll.float,
    roll.version,
  ]);
  return rows.map((r) => ({ openingId: Number(r.opening_id), inventoryItemId: Number(r.inventory_item_id) }));
}
