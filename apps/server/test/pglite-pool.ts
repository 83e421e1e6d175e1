import type { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, type Database } from '../src/platform/db/index.js';

/**
 * Test databases on PGlite come from a pool of clusters kept per test worker. Starting a cluster from the
 * migrated template costs a second or more; putting a used one back to the template's state costs a few
 * milliseconds. A cluster goes back to the pool only when it is exactly the template's schema again:
 * a test that created or changed a table, trigger or function leaves its cluster to be closed.
 *
 * Each test database is a lease on a cluster: once the test closes it, that handle answers every
 * statement with an error, as a closed database does, even though the cluster lives on in the pool.
 */

/** Idle clusters kept per worker (files open at most a few at a time). */
const MAX_IDLE = 3;

/** What a cluster started from the template holds, to compare and restore against. */
interface TemplateState {
  fingerprint: string;
  tables: string[];
  rows: { table: string; columns: string[]; json: string }[];
  sequences: { name: string; value: number }[];
}

const idle: PGlite[] = [];
let template: Promise<TemplateState> | null = null;
/** Leases served by this worker: from a new cluster, and from one put back to the template's state. */
export const poolCounts = { started: 0, reused: 0 };

/** Every schema object a test could add or change: relations, columns, triggers and functions. */
const FINGERPRINT = `
SELECT md5(coalesce(string_agg(item, ',' ORDER BY item), '')) AS fingerprint FROM (
  SELECT 'n:' || nspname AS item FROM pg_namespace WHERE nspname NOT LIKE 'pg_%' AND nspname <> 'information_schema'
  UNION ALL
  SELECT 'c:' || n.nspname || '.' || c.relname || ':' || c.relkind::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT LIKE 'pg_%' AND n.nspname <> 'information_schema'
  UNION ALL
  SELECT 'a:' || a.attrelid::regclass || '.' || a.attname || ':' || a.atttypid::text || ':' || a.attnotnull::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped
  UNION ALL
  SELECT 't:' || tgrelid::regclass || '.' || tgname || ':' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL
  SELECT 'p:' || p.proname || ':' || md5(p.prosrc) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname NOT LIKE 'pg_%' AND n.nspname <> 'information_schema'
) items`;

async function fingerprint(client: PGlite): Promise<string> {
  return (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]!.fingerprint;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Reads, once per worker, what a fresh cluster holds: its schema's fingerprint, the rows migrations wrote and the sequences' values. */
async function readTemplate(client: PGlite): Promise<TemplateState> {
  const tables = (await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows.map((r) => r.name);
  const rows: TemplateState['rows'] = [];
  for (const table of tables) {
    const json = (await client.query<{ json: string | null }>(`SELECT json_agg(t)::text AS json FROM ${quoted(table)} t`)).rows[0]!.json;
    if (!json) continue;
    const columns = (
      await client.query<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [quoted(table)],
      )
    ).rows.map((r) => r.name);
    rows.push({ table, columns, json });
  }
  const sequences = (
    await client.query<{ name: string; value: string }>(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL`,
    )
  ).rows.map((r) => ({ name: r.name, value: Number(r.value) }));
  return { fingerprint: await fingerprint(client), tables, rows, sequences };
}

/** Puts a used cluster back to the template's state; false when its schema is no longer the template's. */
async function reset(client: PGlite, state: TemplateState): Promise<boolean> {
  // Session state: prepared statements, temporary tables, settings, advisory locks, listeners.
  await client.exec('DISCARD ALL');
  if ((await fingerprint(client)) !== state.fingerprint) return false;
  await client.transaction(async (tx) => {
    // The append-only tables refuse TRUNCATE through their triggers; a replica session fires none.
    await tx.exec(`SET LOCAL session_replication_role = replica; TRUNCATE ${state.tables.map(quoted).join(', ')} RESTART IDENTITY CASCADE`);
    for (const { table, columns, json } of state.rows) {
      const list = columns.map(quoted).join(', ');
      await tx.query(`INSERT INTO ${quoted(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${quoted(table)}, $1)`, [json]);
    }
    // RESTART IDENTITY set every sequence back to its start; those the migrations used go back to where they were.
    for (const { name, value } of state.sequences) await tx.query('SELECT setval($1::regclass, $2)', [name, value]);
  });
  return true;
}

/** A test database over a pooled cluster (or a new one from `start`). Closing it returns the cluster to the pool. */
export async function leasePGlite(start: () => Promise<PGlite>): Promise<Database> {
  const pooled = idle.pop();
  const client = pooled ?? (await start());
  poolCounts[pooled ? 'reused' : 'started'] += 1;
  template ??= readTemplate(client);
  const state = await template;
  let closed = false;
  const refuse = () => Promise.reject(new Error('the test database is closed'));
  const lease = new Proxy(client, {
    get(target, property) {
      if (closed && (property === 'query' || property === 'exec' || property === 'transaction' || property === 'sql')) return refuse;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the instance itself.
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const database = await pgliteDatabase(lease, {});
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      const reusable = !client.closed && idle.length < MAX_IDLE && (await reset(client, state).catch(() => false));
      if (reusable) idle.push(client);
      else if (!client.closed) await client.close();
    },
  };
}
