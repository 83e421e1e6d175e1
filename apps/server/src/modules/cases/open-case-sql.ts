import { hashServerSeed } from '@tastydrop/domain';
import type { RawTx } from '../../db/raw.js';
import { newClientSeed, newServerSeed } from '../fairness/seeds.js';
import { assertAmount, entriesWriteSql } from '../wallet/ledger-entries-sql.js';
import type { RolledDrop } from './roll-drops.js';

/**
 * The opening's statements, prepared once per connection: this is the site's hot
 * path. open-case.ts owns the rules; this file only talks to the database.
 */
export interface Payment {
  userId: number;
  caseId: number;
  /** The price `amount` was computed from; nothing is taken if the case's price is no longer this. */
  price: number;
  currency: 'money' | 'coins';
  /** Minor units; 0 for a free open. */
  amount: number;
  minExperience: number;
  experience: number;
  opens: number;
  moneySpent: number;
  ref: string;
  lockTimeoutMs: number;
}

export interface ReservedSeed {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  firstNonce: number;
}

export interface PaymentResult {
  balance: number;
  coinBalance: number;
  experience: number;
  nickname: string;
  avatar: string;
  /** Null when the player has no seed pair yet. */
  seed: ReservedSeed | null;
}

interface SeedRow {
  seed_id: number | null;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
}

// The debit goes through the wallet's entry write; experience and counters ride on the same row update.
const PAY = `
    WITH cfg AS (SELECT set_config('lock_timeout', $7::text, true) AS v),
    ${entriesWriteSql({
      entries: `SELECT 1::bigint AS ord, $1::int AS user_id, $8::text AS currency, -$2::bigint AS delta, 'case_open'::text AS reason,
        $9::text AS ref, ''::text AS key WHERE $2::bigint > 0`,
      alsoAdd: { ids: 'ARRAY[$1::int]', add: { experience: 'ARRAY[$3::int]', cases_opened: 'ARRAY[$4::int]', spent: 'ARRAY[$5::bigint]' } },
      shortfall: 'skip',
      where: 'users.experience >= $6::int AND (SELECT count(*) FROM cfg) = 1 AND (SELECT price FROM cases WHERE id = $10::int) = $11::bigint',
      returning: ['experience', 'nickname', 'avatar'],
    })},
    s AS (
      UPDATE fairness_seeds SET nonce = nonce + $4::int
      WHERE user_id = $1::int AND active AND EXISTS (SELECT 1 FROM wallet_u)
      RETURNING id, server_seed, server_seed_hash, client_seed, nonce
    )
    SELECT u.balance, u.coin_balance, u.experience, u.nickname, u.avatar,
      s.id AS seed_id, s.server_seed, s.server_seed_hash, s.client_seed, s.nonce
    FROM wallet_u u LEFT JOIN s ON true`;

function toSeed(row: SeedRow, opens: number): ReservedSeed | null {
  if (row.seed_id === null) return null;
  return {
    id: row.seed_id,
    serverSeed: row.server_seed!,
    serverSeedHash: row.server_seed_hash!,
    clientSeed: row.client_seed!,
    firstNonce: row.nonce! - opens,
  };
}

/**
 * Debits the price (the row lock serialises a player's opens; waiting longer than
 * lockTimeoutMs fails with lock_not_available), adds experience and counters, writes
 * the ledger row and reserves the nonces. Null when the balance or level does not allow it.
 */
export async function takePayment(tx: RawTx, p: Payment): Promise<PaymentResult | null> {
  type Row = SeedRow & { balance: string; coin_balance: string; experience: number; nickname: string; avatar: string };
  if (p.amount > 0) assertAmount(p.amount);
  const [row] = await tx.query<Row>('open_pay', PAY, [
    p.userId,
    p.amount,
    p.experience,
    p.opens,
    p.moneySpent,
    p.minExperience,
    `${p.lockTimeoutMs}ms`,
    p.currency,
    p.ref,
    p.caseId,
    p.price,
  ]);
  if (!row) return null;
  return {
    balance: Number(row.balance),
    coinBalance: Number(row.coin_balance),
    experience: row.experience,
    nickname: row.nickname,
    avatar: row.avatar,
    seed: toSeed(row, p.opens),
  };
}

/** Creates the player's first seed pair and reserves nonces from it. */
export async function createSeedAndReserve(tx: RawTx, userId: number, opens: number): Promise<ReservedSeed> {
  const serverSeed = newServerSeed();
  await tx.query(
    'open_seed_create',
    'INSERT INTO fairness_seeds (user_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [userId, serverSeed, hashServerSeed(serverSeed), newClientSeed()],
  );
  const [row] = await tx.query<SeedRow>(
    'open_seed_reserve',
    `UPDATE fairness_seeds SET nonce = nonce + $2::int WHERE user_id = $1 AND active
     RETURNING id AS seed_id, server_seed, server_seed_hash, client_seed, nonce`,
    [userId, opens],
  );
  const seed = row ? toSeed(row, opens) : null;
  if (!seed) throw new Error('no active seed pair after creating one');
  return seed;
}

export async function experienceOf(tx: RawTx, userId: number): Promise<number | null> {
  const [row] = await tx.query<{ experience: number }>('open_user_exp', 'SELECT experience FROM users WHERE id = $1', [userId]);
  return row ? row.experience : null;
}

/** Takes `opens` from a limited case's allowance; returns the case's price, or null when it would go past the limit. */
export async function claimLimitedOpens(tx: RawTx, caseId: number, opens: number): Promise<number | null> {
  const [row] = await tx.query<{ price: string | number }>(
    'open_claim_limited',
    'UPDATE cases SET opened_count = opened_count + $2::int WHERE id = $1 AND opened_count + $2::int <= opens_limit RETURNING price',
    [caseId, opens],
  );
  return row ? Number(row.price) : null;
}

export async function casePrice(tx: RawTx, caseId: number): Promise<number | null> {
  const [row] = await tx.query<{ price: string | number }>('open_case_price', 'SELECT price FROM cases WHERE id = $1', [caseId]);
  return row ? Number(row.price) : null;
}

/** Locks the player's row (waiting at most lockTimeoutMs); false when there is no such player. */
export async function lockPlayer(tx: RawTx, userId: number, lockTimeoutMs: number): Promise<boolean> {
  const rows = await tx.query(
    'open_lock_player',
    `WITH cfg AS (SELECT set_config('lock_timeout', $2::text, true) AS v)
     SELECT id FROM users WHERE id = $1 AND (SELECT count(*) FROM cfg) = 1 FOR UPDATE`,
    [userId, `${lockTimeoutMs}ms`],
  );
  return rows.length > 0;
}

/** Adds to the player's count of opens of the case; returns the count after. */
export async function addUserOpens(tx: RawTx, userId: number, caseId: number, opens: number): Promise<number> {
  const [row] = await tx.query<{ opened: number }>(
    'open_user_opens',
    `INSERT INTO case_user_opens (user_id, case_id, opened) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, case_id) DO UPDATE SET opened = case_user_opens.opened + EXCLUDED.opened RETURNING opened`,
    [userId, caseId, opens],
  );
  return row?.opened ?? opens;
}

export interface DropsToStore {
  userId: number;
  caseId: number;
  currency: 'GOLD' | 'TASTY_COIN';
  pricePerItem: number;
  seed: ReservedSeed;
  rolled: RolledDrop[];
}

const INSERT_DROPS = `
  WITH src AS (
    SELECT nextval('inventory_items_id_seq') AS inventory_id, t.*
    FROM unnest($1::int[], $2::bigint[], $3::int[], $4::int[], $5::int[])
      WITH ORDINALITY AS t(item_id, price, nonce, cursor, ticket, ord)
  ),
  inv AS (
    INSERT INTO inventory_items (id, user_id, item_id, price, status, source)
    SELECT inventory_id, $6, item_id, price, 'progress', 'Case' FROM src
  ),
  op AS (
    INSERT INTO openings (user_id, case_id, item_id, inventory_item_id, currency, price_paid, seed_id, client_seed,
                          server_seed_hash, nonce, cursor, ticket)
    SELECT $6, $7, item_id, inventory_id, $8::text, $9::bigint, $10, $11::text, $12::text, nonce, cursor, ticket FROM src
    RETURNING id, inventory_item_id
  )
  SELECT op.id AS opening_id, op.inventory_item_id FROM op JOIN src ON src.inventory_id = op.inventory_item_id ORDER BY src.ord`;

/** Inserts the dropped items (status progress, source Case) and one opening record each, in input order. */
export async function insertDrops(tx: RawTx, d: DropsToStore): Promise<{ inventoryItemId: number; openingId: number }[]> {
  // Integer arrays travel as PostgreSQL array literals: one parameter each, on both drivers.
  const col = (f: (r: RolledDrop) => number) => `{${d.rolled.map((r) => Math.trunc(f(r))).join(',')}}`;
  const rows = await tx.query<{ opening_id: string; inventory_item_id: string }>('open_insert_drops', INSERT_DROPS, [
    col((r) => r.drop.item.id),
    col((r) => r.drop.item.price),
    col((r) => r.nonce),
    col((r) => r.cursor),
    col((r) => r.ticket),
    d.userId,
    d.caseId,
    d.currency,
    d.pricePerItem,
    d.seed.id,
    d.seed.clientSeed,
    d.seed.serverSeedHash,
  ]);
  return rows.map((r) => ({ openingId: Number(r.opening_id), inventoryItemId: Number(r.inventory_item_id) }));
}
