import { rawQuery, type RawTx } from '../../platform/db/raw.js';
import { caseUserOpens, cases, fairnessSeeds, items, openings, users } from '../../platform/db/schema/index.js';
import { arg, sqlText } from '../../platform/db/sql-text.js';
import { deltaOf, entriesUnnestSql, entriesWriteSql, type LedgerEntry } from '../wallet/ledger-entries-sql.js';
import { parsePlayState, playStatesQuery, type PlayState } from '../wallet/play-limits.js';
import { userOpensKey, type BatchState, type CaseState, type PlannedOpen, type PlayerState } from './open-case-plan.js';
import { type SeedState } from '../fairness/seed-state.js';
import { advanceNoncesSql, newSeedArrays, storeSeedsSql } from '../fairness/seed-writes-sql.js';
import { playClock } from '../wallet/play-clock.js';
import { rowsOf, type JsonRows as Json } from '../items/lock-items-sql.js';
import { grantItemsSql } from '../items/grant-items.js';
import { progressSql } from '../users/progression.js';

/**
 * The opening's statements (docs/decisions/014-batched-opening.md, 030-one-rule-engine.md): three
 * per transaction whatever the number of opens, every value a bound parameter, prepared once per
 * connection. Lock order: limited case rows, then player rows, then the players' seed pairs.
 */

/** `skip`: a player whose row another transaction holds is left out (a batch). `wait`: wait for it, at most the lock timeout. */
export type LockMode = 'skip' | 'wait';

const c = cases;
const lockStatements = {
  skip: lockStatement('skip'),
  wait: lockStatement('wait'),
};

// arg 1 the lock timeout, 2 the limited cases, 3 the players.
function lockStatement(mode: LockMode) {
  return sqlText`
  WITH cfg AS MATERIALIZED (SELECT set_config('lock_timeout', ${arg(1)}::text, true) AS v),
  limited AS MATERIALIZED (
    SELECT ${c.id}, ${c.openedCount}, ${c.opensLimit} FROM ${c}
    WHERE ${c.id} = ANY(${arg(2)}::int[]) AND (SELECT count(*) FROM cfg) = 1 ORDER BY ${c.id} FOR UPDATE
  ),
  players AS MATERIALIZED (
    SELECT ${users.id}, ${users.balance}, ${users.coinBalance}, ${users.experience}, ${users.nickname}, ${users.avatar} FROM ${users}
    WHERE ${users.id} = ANY(${arg(3)}::int[]) AND (SELECT count(*) FROM limited) >= 0
    ORDER BY ${users.id} FOR NO KEY UPDATE${mode === 'skip' ? sqlText` SKIP LOCKED` : sqlText``}
  )
  SELECT (SELECT coalesce(json_agg(limited), '[]'::json) FROM limited) AS limited,
    (SELECT coalesce(json_agg(players), '[]'::json) FROM players) AS players`;
}

// A statement of its own, so its snapshot holds what the previous holders of the players' rows committed.
// arg 1 the cases (the version each one's table is at now), 2 the players, 3 the every-N-free cases, 4 every opener (their
// responsible-play state, read here rather than in a round trip of its own).
const f = fairnessSeeds;
const o = caseUserOpens;
const READ = sqlText`
  SELECT
    (SELECT coalesce(json_agg(c), '[]'::json) FROM (SELECT ${cases.id}, ${cases.tableVersion} FROM ${cases} WHERE ${cases.id} = ANY(${arg(1)}::int[])) c) AS tables,
    (SELECT coalesce(json_agg(s), '[]'::json) FROM (
      SELECT ${f.userId}, ${f.id}, ${f.serverSeed}, ${f.serverSeedHash}, ${f.clientSeed}, ${f.nonce} FROM ${f}
      WHERE ${f.userId} = ANY(${arg(2)}::int[]) AND ${f.active} FOR UPDATE) s) AS seeds,
    (SELECT coalesce(json_agg(o), '[]'::json) FROM (
      SELECT ${o.userId}, ${o.caseId}, ${o.opened} FROM ${o} WHERE ${o.userId} = ANY(${arg(2)}::int[]) AND ${o.caseId} = ANY(${arg(3)}::int[])) o) AS opens,
    (SELECT coalesce(json_agg(p), '[]'::json) FROM (${playStatesQuery(arg(4))}) p) AS play_states`;

/**
 * Locks the limited cases (waiting at most lockTimeoutMs) and the players' rows (`skip`: a row
 * another transaction holds is left out, and its requests are deferred), then reads the catalog
 * version each case's table is at, the locked players' seed pairs (locked too), their open counts of
 * every-N-free cases and, for those among `staking` (every opener: a break refuses any open), their
 * responsible-play state.
 */
export async function readOpenState(
  tx: RawTx,
  ids: { cases: number[]; limited: number[]; users: number[]; everyN: number[]; staking: number[] },
  mode: LockMode,
  lockTimeoutMs: number,
): Promise<BatchState> {
  type Limited = { id: number; opened_count: number; opens_limit: number };
  type Player = { id: number; balance: string | number; coin_balance: string | number; experience: number; nickname: string; avatar: string };
  const [locked] = await rawQuery<{ limited: Json<Limited>; players: Json<Player> }>(tx, `open_lock_${mode}`, lockStatements[mode], [
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
  type Data = {
    tables: Json<{ id: number; table_version: number | null }>;
    seeds: Json<Seed>;
    opens: Json<{ user_id: number; case_id: number; opened: number }>;
    play_states: Json<Record<string, unknown>>;
  };
  const staking = ids.staking.filter((id) => players.has(id));
  const [data] = await rawQuery<Data>(tx, 'open_read', READ, [ids.cases, [...players.keys()], ids.everyN, staking]);
  const cases = new Map<number, CaseState>(
    rowsOf(data!.tables).map((r) => {
      const l = limited.get(r.id);
      return [r.id, { tableVersion: r.table_version, openedCount: l ? l.opened_count : 0, opensLimit: l ? l.opens_limit : null }];
    }),
  );
  const seeds = new Map<number, SeedState>(
    rowsOf(data!.seeds).map((s) => [
      s.user_id,
      { id: s.id, serverSeed: s.server_seed, serverSeedHash: s.server_seed_hash, clientSeed: s.client_seed, nonce: s.nonce },
    ]),
  );
  const userOpens = new Map(rowsOf(data!.opens).map((o) => [userOpensKey(o.user_id, o.case_id), o.opened]));
  const playStates = new Map<number, PlayState>(rowsOf(data!.play_states).map((r) => [Number(r.id), parsePlayState(r)]));
  return { cases, players, seeds, userOpens, playStates, now: playClock.now() };
}

// The plan was made against the locked balances: a debit it let through cannot come short. A drop is
// worth its item's price as the statement reads it, not the cached catalog's.
const op = openings;
const WRITE = sqlText`
  WITH
  ${entriesWriteSql({
    entries: entriesUnnestSql(1),
    progress: progressSql(sqlText`${arg(7)}::int[]`, { experience: sqlText`${arg(8)}::int[]`, casesOpened: sqlText`${arg(9)}::int[]`, spent: sqlText`${arg(10)}::bigint[]` }),
    shortfall: 'fail',
  })},
  s AS (
    ${advanceNoncesSql(11)}
  ),
  ns AS (
    ${storeSeedsSql(13)}
  ),
  o AS (
    INSERT INTO ${o} (${o.userId}, ${o.caseId}, ${o.opened})
    SELECT * FROM unnest(${arg(18)}::int[], ${arg(19)}::int[], ${arg(20)}::int[])
    ON CONFLICT (${o.userId}, ${o.caseId}) DO UPDATE SET ${o.opened} = ${o}.${o.opened} + EXCLUDED.${o.opened}
  ),
  c AS (
    UPDATE ${c} SET ${c.openedCount} = ${c}.${c.openedCount} + d.n
    FROM unnest(${arg(21)}::int[], ${arg(22)}::int[]) AS d(id, n) WHERE ${c}.${c.id} = d.id
  ),
  src AS (
    SELECT nextval('inventory_items_id_seq') AS inventory_id, t.*
    FROM unnest(${arg(23)}::int[], ${arg(24)}::int[], ${arg(25)}::int[], ${arg(26)}::text[], ${arg(27)}::bigint[],
      ${arg(28)}::int[], ${arg(29)}::int[], ${arg(30)}::int[], ${arg(31)}::int[], ${arg(35)}::float8[], ${arg(36)}::int[])
      WITH ORDINALITY AS t(user_id, case_id, item_id, currency, price_paid, seed_id, nonce, cursor, ticket, float, catalog_version, ord)
  ),
  inv AS (
    ${grantItemsSql(sqlText`SELECT src.inventory_id, src.user_id, src.item_id, it.${items.price}, 'progress', 'Case', src.float FROM src JOIN ${items} it ON it.${items.id} = src.item_id`)}
  ),
  op AS (
    INSERT INTO ${op} (${op.userId}, ${op.caseId}, ${op.itemId}, ${op.inventoryItemId}, ${op.currency}, ${op.pricePaid}, ${op.seedId},
                       ${op.clientSeed}, ${op.serverSeedHash}, ${op.nonce}, ${op.cursor}, ${op.ticket}, ${op.float}, ${op.catalogVersion})
    SELECT src.user_id, src.case_id, src.item_id, src.inventory_id, src.currency, src.price_paid, coalesce(ns.id, nullif(src.seed_id, 0)),
      fs2.client_seed, fs2.server_seed_hash, src.nonce, src.cursor, src.ticket, src.float, nullif(src.catalog_version, 0)
    FROM src
    LEFT JOIN ns ON src.seed_id = 0 AND ns.user_id = src.user_id
    JOIN unnest(${arg(32)}::int[], ${arg(33)}::text[], ${arg(34)}::text[]) AS fs2(user_id, client_seed, server_seed_hash) ON fs2.user_id = src.user_id
    RETURNING ${op.id} AS id, ${op.inventoryItemId} AS inventory_item_id
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
  const drops = { user: [] as number[], kase: [] as number[], item: [] as number[], currency: [] as string[] };
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
  const rows = await rawQuery<{ opening_id: string | number; inventory_item_id: string | number }>(tx, 'open_write', WRITE, [
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
    ...newSeedArrays(newSeeds),
    opened.map((o) => o.userId),
    opened.map((o) => o.caseId),
    opened.map((o) => o.n),
    [...limited.keys()],
    [...limited.values()],
    drops.user,
    drops.kase,
    drops.item,
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
