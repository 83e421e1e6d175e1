import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { InventoryGroup } from '@tastydrop/domain';
import * as schema from '../src/platform/db/schema/index.js';
import { createDatabase, migrateDatabase, type Database, type Db } from '../src/platform/db/index.js';
import { listInventory } from '../src/modules/inventory/list-inventory.js';
import { listOpenings } from '../src/modules/fairness/list-openings.js';
import { positionsOf, topScores } from '../src/modules/leaderboards/ranking-sql.js';
import { getDashboard } from '../src/modules/profile/get-dashboard.js';
import { countArcanes } from '../src/modules/cases/live-drops.js';
import { getPlayerSection } from '../src/modules/admin/get-player.js';
import { lastLedgerEntryId } from '../src/modules/wallet/last-entry.js';
import { searchPlayers } from '../src/modules/admin/search-players.js';
import { getPlayState } from '../src/modules/responsible-play/get-play-state.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createTestDatabaseUrl } from './helpers.js';

/** Tables that grow with every play: a hot read may reach their rows through an index, never by scanning them. */
const HISTORY_TABLES = new Set(['inventory_items', 'openings', 'ledger', 'leaderboard_scores', 'users', 'fairness_seeds', 'sessions']);
const PLAYERS = 4_000;
const ROWS_PER_PLAYER = 50;
const HEAVY_ROWS = 30_000;
const BOARDS = 30;

/** How many rows a read may read from a history table and throw away (a filter's discards over all its loops). */
const DISCARD_LIMIT = 5_000;
/**
 * How many rows a deep page may read from a history table itself rather than from an index alone: a few pages' worth,
 * however many rows come before the page (docs/decisions/063-deep-pages-and-search.md).
 */
const HEAP_LIMIT = 500;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

/**
 * The history tables a plan scans whole, or reads far past what it keeps; with `readLimit`, also those it reads
 * more rows of than that (a read whose cost must not grow with the player's history at all); with `heapLimit`, those
 * it reads more rows of than that from the table itself, not from an index alone (a deep page: its offset may walk
 * index entries, never the rows behind them).
 */
function wasteOf(node: PlanNode, readLimit: number, heapLimit: number, out: string[] = []): string[] {
  const table = node['Relation Name'];
  if (table && HISTORY_TABLES.has(table)) {
    const loops = node['Actual Loops'] ?? 1;
    const discarded = (node['Rows Removed by Filter'] ?? 0) * loops;
    const read = (node['Actual Rows'] ?? 0) * loops + discarded;
    // An index-only scan reads the table only for entries on pages not yet known all-visible (its heap fetches, a
    // total over its loops); every other scan reads each row it returns, filters out or rechecks.
    const heap = node['Node Type'] === 'Index Only Scan' ? (node['Heap Fetches'] ?? 0) : read + (node['Rows Removed by Index Recheck'] ?? 0) * loops;
    if (node['Node Type'] === 'Seq Scan') out.push(`${table}: sequential scan`);
    else if (discarded > DISCARD_LIMIT) out.push(`${table}: ${discarded} rows read and discarded`);
    else if (read > readLimit) out.push(`${table}: ${read} rows read`);
    else if (heap > heapLimit) out.push(`${table}: ${heap} rows read from the table (${node['Node Type']})`);
  }
  for (const child of node.Plans ?? []) wasteOf(child, readLimit, heapLimit, out);
  return out;
}

// The hot reads of a player's history, run by PostgreSQL over a populated database (a few thousand players, one
// of them with 30,000 openings and items, most sold, older than everyone else's): each reaches what it returns
// through an index, scanning no history table whole and discarding no more than a few pages' worth of rows.
describe.skipIf(!process.env.DATABASE_URL)('history reads on a populated database', () => {
  let database: Database;
  let pool: Pool;
  let drop: () => Promise<void>;
  let heavy: number;
  let board: number;
  const captured: { text: string; params: unknown[] }[] = [];
  let db: Db;

  beforeAll(async () => {
    const created = await createTestDatabaseUrl();
    drop = created.drop;
    database = await createDatabase({ databaseUrl: created.url, dataDir: 'unused', poolSize: 2 });
    await migrateDatabase(database);
    const catalog = await seedFixtureCatalog(database.db);
    const caseId = catalog.cases.basic!;
    const [itemA, itemB, arcana] = catalog.itemIds as [number, number, number];
    await database.db.execute(sql`
      INSERT INTO users (nickname, avatar, reg_type, is_bot, board_excluded)
      SELECT 'p' || g, '/a.svg', 'quick', g % 500 = 0, g % 700 = 0 FROM generate_series(1, ${PLAYERS}) g`);
    await database.db.execute(sql`
      INSERT INTO fairness_seeds (user_id, server_seed, server_seed_hash, client_seed, active)
      SELECT id, md5(id::text), md5(md5(id::text)), 'c', true FROM users`);
    // Every player signed in twice, from an address of their own and from one shared by 40 players.
    await database.db.execute(sql`
      INSERT INTO sessions (user_id, token_hash, expires_at, ip)
      SELECT id, md5(id::text || k), now() + interval '1 day', CASE WHEN k = 1 THEN '10.1.' || id / 250 || '.' || id % 250 ELSE '10.2.0.' || id % 100 END
      FROM users, generate_series(1, 2) k`);
    heavy = Number(((await database.db.execute(sql`SELECT min(id) AS id FROM users`)) as unknown as { rows: { id: number }[] }).rows[0]!.id);
    // Most items were sold, some withdrawn, a few are held. The heavy player played first: their rows are the
    // oldest, so a read that walks the table newest first passes every other player's rows before reaching them.
    const fill = (owner: ReturnType<typeof sql>, rows: number) => sql`
      INSERT INTO inventory_items (user_id, item_id, price, status, source, created_at)
      SELECT ${owner}, CASE WHEN g % 500 = 0 THEN ${arcana}::int WHEN g % 2 = 0 THEN ${itemA}::int ELSE ${itemB}::int END, 50 + g % 1000,
        CASE WHEN g % 20 = 0 THEN 'progress' WHEN g % 10 = 1 THEN 'STEAM_WITHDRAWN' ELSE 'selled' END, 'Case',
        now() - (g || ' seconds')::interval
      FROM generate_series(1, ${rows}) g`;
    await database.db.execute(fill(sql`${heavy}::int`, HEAVY_ROWS));
    await database.db.execute(fill(sql`${heavy + 1}::int + g % ${PLAYERS - 1}`, PLAYERS * ROWS_PER_PLAYER));
    // Two ledger entries per item (the opening's debit, the sale's credit), the heavy player's the oldest again.
    await database.db.execute(sql`
      INSERT INTO ledger (user_id, currency, delta, balance_after, reason)
      SELECT i.user_id, 'money', d.delta, 0, d.reason FROM inventory_items i, (VALUES (-100, 'case_open'), (90, 'item_sell')) AS d(delta, reason)
      ORDER BY i.id`);
    await database.db.execute(sql`
      INSERT INTO openings (user_id, case_id, item_id, inventory_item_id, currency, price_paid, seed_id, client_seed, server_seed_hash, nonce, ticket, created_at)
      SELECT i.user_id, ${caseId}, i.item_id, i.id, 'GOLD', 100, s.id, 'c', s.server_seed_hash, i.id, 1, i.created_at
      FROM inventory_items i JOIN fairness_seeds s ON s.user_id = i.user_id`);
    // A board among a month of closed daily boards, each with every player's score.
    const boards = (await database.db
      .insert(schema.leaderboards)
      .values(
        Array.from({ length: BOARDS }, (_, i) => ({
          slug: `plans-${i}`,
          type: 'daily' as const,
          title: 'T',
          description: 'd',
          image: '/i.svg',
          startsAt: new Date(Date.now() - (i + 1) * 86_400_000),
          endsAt: new Date(Date.now() - i * 86_400_000 + 3_600_000),
          status: i === 0 ? ('active' as const) : ('closed' as const),
        })),
      )
      .returning({ id: schema.leaderboards.id })) as { id: number }[];
    board = boards[0]!.id;
    await database.db.execute(sql`
      INSERT INTO leaderboard_scores (leaderboard_id, user_id, spent, last_activity)
      SELECT b.id, u.id, 100 + (u.id * 7919 + b.id) % 100000, 'x|' || u.id FROM users u CROSS JOIN leaderboards b`);
    // As autovacuum leaves a table whose old rows no longer change: its pages all-visible, so an index-only scan
    // reads no row behind the index entries it walks.
    await database.db.execute(sql`VACUUM ANALYZE`);

    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    pool = new pg.Pool({ connectionString: created.url, max: 1 });
    pool.on('error', () => {});
    db = drizzle(pool, { schema, logger: { logQuery: (text, params) => void captured.push({ text, params }) } }) as unknown as Db;
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    await database?.close();
    await drop?.();
  });

  /** The ids of one page of the heavy player's rows newest first, as a plain OFFSET gives them. */
  async function plainPage(table: string, offset: number, limit: number, filter = sql``): Promise<number[]> {
    const result = (await database.db.execute(
      sql`SELECT id FROM ${sql.identifier(table)} WHERE user_id = ${heavy} ${filter} ORDER BY id DESC OFFSET ${offset} LIMIT ${limit}`,
    )) as unknown as { rows: { id: number | string }[] };
    return result.rows.map((r) => Number(r.id));
  }

  async function wastedReadsOf(read: () => Promise<unknown>, readLimit = Infinity, heapLimit = Infinity): Promise<{ query: string; tables: string[] }[]> {
    captured.length = 0;
    await read();
    expect(captured.length).toBeGreaterThan(0);
    const found: { query: string; tables: string[] }[] = [];
    for (const q of [...captured]) {
      const result = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.text}`, q.params);
      const tables = wasteOf(result.rows[0]!['QUERY PLAN'][0].Plan, readLimit, heapLimit);
      if (tables.length > 0) found.push({ query: q.text, tables });
    }
    return found;
  }

  it.each<[InventoryGroup, number]>([
    ['all', 1],
    ['all', 400],
    ['active', 1],
    ['profile', 1],
    ['withdrawal', 1],
    ['upgrade', 1],
  ])('a heavy inventory, group %s page %i', async (group, page) => {
    expect(await wastedReadsOf(() => listInventory(db, { userId: heavy, group, page, perPage: 45 }))).toEqual([]);
  });

  it.each([1, 400])('a heavy player’s openings, page %i, all and of one case', async (page) => {
    expect(await wastedReadsOf(() => listOpenings(db, heavy, { page, perPage: 20 }))).toEqual([]);
    expect(await wastedReadsOf(() => listOpenings(db, heavy, { caseId: 1, page, perPage: 20 }))).toEqual([]);
  });

  it.each<[InventoryGroup, number]>([
    ['all', 500],
    ['all', 650],
  ])('a deep page of a heavy inventory, group %s page %i: the offset walks the index, the count reads no items', async (group, page) => {
    const list = await listInventory(db, { userId: heavy, group, page, perPage: 45 });
    // The same items as the plain offset over the player's rows gives.
    expect(list.items.map((i) => i.id)).toEqual(await plainPage('inventory_items', (page - 1) * 45, 45, sql`AND status <> 'before'`));
    expect(list.totalItem).toBeGreaterThan(0);
    expect(await wastedReadsOf(() => listInventory(db, { userId: heavy, group, page, perPage: 45 }), Infinity, HEAP_LIMIT)).toEqual([]);
  });

  it.each<[number, number]>([
    [500, 45],
    [2_000, 20],
  ])('a deep page of a heavy player’s openings, page %i by %i: only the page’s rows are read and joined with their seeds', async (page, perPage) => {
    const list = await listOpenings(db, heavy, { page, perPage });
    expect(list.total).toBe(HEAVY_ROWS);
    expect(list.items.map((i) => i.id)).toEqual(await plainPage('openings', (page - 1) * perPage, perPage));
    expect(await wastedReadsOf(() => listOpenings(db, heavy, { page, perPage }), Infinity, HEAP_LIMIT)).toEqual([]);
    expect(await wastedReadsOf(() => listOpenings(db, heavy, { caseId: 1, page, perPage }), Infinity, HEAP_LIMIT)).toEqual([]);
  });

  it('a heavy player’s profile: profit, best drop and counts', async () => {
    // Kept totals and one index entry: nothing here grows with the 30,000 items.
    expect(await wastedReadsOf(() => getDashboard(db, heavy), 10)).toEqual([]);
  });

  it.each(['ledger', 'inventory', 'openings'] as const)('the console’s %s of a heavy player, first and a deep page', async (section) => {
    for (const page of [0, 300]) expect(await wastedReadsOf(() => getPlayerSection(db, heavy, section, page))).toEqual([]);
  });

  it.each(['ledger', 'inventory', 'openings'] as const)('the console’s %s of a heavy player deep down reads only the page’s rows', async (section) => {
    for (const page of [300, 550]) {
      const rows = await getPlayerSection(db, heavy, section, page);
      expect(rows.map((r) => Number(r.id))).toEqual(await plainPage(section === 'inventory' ? 'inventory_items' : section, page * 50, 50));
      expect(await wastedReadsOf(() => getPlayerSection(db, heavy, section, page), Infinity, HEAP_LIMIT)).toEqual([]);
    }
  });

  it('the console’s search by a part of a nickname reads the players found, not every player', async () => {
    const found = await searchPlayers(db, 'p123');
    expect(found.map((r) => r.nickname).sort()).toEqual(['p123', ...Array.from({ length: 10 }, (_, i) => `p123${i}`)]);
    expect(await wastedReadsOf(() => searchPlayers(db, 'p123'), Infinity, HEAP_LIMIT)).toEqual([]);
    // A short query is a whole nickname, login or e-mail, still from the indexes.
    expect((await searchPlayers(db, 'p7')).map((r) => r.nickname)).toEqual(['p7']);
    expect(await wastedReadsOf(() => searchPlayers(db, 'p7'), Infinity, HEAP_LIMIT)).toEqual([]);
    expect(await wastedReadsOf(() => searchPlayers(db, String(heavy + 5)), Infinity, HEAP_LIMIT)).toEqual([]);
    // An address any of their sessions came from.
    expect(await searchPlayers(db, '10.2.0.7')).toHaveLength(PLAYERS / 100);
    expect((await searchPlayers(db, `10.1.0.${heavy + 5}`)).map((r) => r.id)).toEqual([heavy + 5]);
    expect(await wastedReadsOf(() => searchPlayers(db, `10.1.0.${heavy + 5}`), Infinity, HEAP_LIMIT)).toEqual([]);
  });

  it('whether a heavy player who never deposited has deposited (the responsible-play page)', async () => {
    expect((await getPlayState(db, heavy)).limits).toEqual([]);
    expect(await wastedReadsOf(() => getPlayState(db, heavy), 10)).toEqual([]);
  });

  it('the last ledger entry of a heavy player (play-time sessions)', async () => {
    expect(await lastLedgerEntryId(db, heavy)).toBeGreaterThan(0);
    expect(await wastedReadsOf(() => lastLedgerEntryId(db, heavy), 10)).toEqual([]);
  });

  it('the count of top drops reads the top items’ openings only', async () => {
    // One opening in 500 dropped the catalog's arcana.
    expect(await countArcanes(db, 'dota')).toBe(Math.floor(HEAVY_ROWS / 500) + (PLAYERS * ROWS_PER_PLAYER) / 500);
    expect(await wastedReadsOf(() => countArcanes(db, 'dota'), (PLAYERS * ROWS_PER_PLAYER + HEAVY_ROWS) / 500)).toEqual([]);
  });

  it('a board’s leaders', async () => {
    expect(await topScores(db, board, 100)).toHaveLength(100);
    // Read down the board's index in order, never the whole board.
    expect(await wastedReadsOf(() => topScores(db, board, 100), 1_000)).toEqual([]);
  });

  it('a board place deep down the board', async () => {
    const places = await positionsOf(db, heavy + 1, [board]);
    expect(places.get(board)?.position).toBeGreaterThan(0);
    // The scores above are read from the index only, never the players behind them.
    expect(await wastedReadsOf(() => positionsOf(db, heavy + 1, [board]))).toEqual([]);
  });
});
