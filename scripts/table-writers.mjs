// Finds which server module writes (inserts, updates, deletes) each table, from the source text:
// Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` and SQL `INSERT INTO ${t}`, `UPDATE ${t}`,
// `DELETE FROM ${t}` (and the same with the table's name written out), partition maintenance
// (`createPartitionsAhead(db, t, …)`, `dropPartitionsPast(db, t, …)`), following a file's aliases
// (`const i = inventoryItems`, `alias(inventoryItems, 'i')`, `import { x as y }`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(?:ts|mts)$/.test(name) && !/\.test\.|\.spec\./.test(name)) yield path;
  }
}

/** The schema's tables: exported variable → SQL name. */
export function schemaTables(schemaDir) {
  const tables = new Map();
  for (const path of files(schemaDir)) {
    for (const m of readFileSync(path, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'([a-z0-9_]+)'/g)) tables.set(m[1], m[2]);
  }
  return tables;
}

/** Where code lives: `modules/<name>`, or the folder under src (platform, seed, bootstrap). */
export function placeOf(srcDir, path) {
  const parts = relative(srcDir, path).split(sep);
  return parts[0] === 'modules' ? parts[1] : parts[0];
}

/** Every write found: { table, place, where }. */
export function tableWrites(srcDir, tables) {
  const bySqlName = new Map([...tables.values()].map((n) => [n, n]));
  const writes = [];
  for (const path of files(srcDir)) {
    if (path.includes(`${sep}db${sep}schema${sep}`)) continue;
    const text = readFileSync(path, 'utf8');
    const names = new Map([...tables].map(([v, n]) => [v, n]));
    // Aliases of a table in this file.
    for (let pass = 0; pass < 2; pass += 1) {
      for (const m of text.matchAll(/\b(\w+)\s+as\s+(\w+)\b/g)) if (names.has(m[1])) names.set(m[2], names.get(m[1]));
      for (const m of text.matchAll(/\bconst\s+(\w+)\s*=\s*(\w+)\s*[;,\n]/g)) if (names.has(m[2])) names.set(m[1], names.get(m[2]));
      for (const m of text.matchAll(/\bconst\s+(\w+)\s*=\s*alias\(\s*(\w+)\s*,/g)) if (names.has(m[2])) names.set(m[1], names.get(m[2]));
    }
    const patterns = [
      /\.(insert|update|delete)\(\s*(\w+)\s*\)/g,
      /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+\$\{\s*(\w+)\s*\}/gi,
      /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([a-z_][a-z0-9_]*)"?/gi,
      // Partition maintenance (platform/db/partitions.ts) creates and drops a table's partitions: a write of it.
      /\b(createPartitionsAhead|dropPartitionsPast)\(\s*\w+\s*,\s*(\w+)\s*,/g,
    ];
    for (const re of patterns) {
      for (const m of text.matchAll(re)) {
        const table = names.get(m[2]) ?? bySqlName.get(m[2]);
        if (!table) continue;
        const line = text.slice(0, m.index).split('\n').length;
        writes.push({ table, place: placeOf(srcDir, path), where: `${relative(process.cwd(), path)}:${line}` });
      }
    }
  }
  return writes;
}

// `node scripts/table-writers.mjs`: prints each table with the places that write it, the tables with more than one.
if (import.meta.url === `file://${process.argv[1]}`) {
  const src = join(process.cwd(), 'apps/server/src');
  const tables = schemaTables(join(src, 'platform/db/schema'));
  const byTable = new Map();
  for (const w of tableWrites(src, tables)) {
    if (!byTable.has(w.table)) byTable.set(w.table, new Map());
    const places = byTable.get(w.table);
    places.set(w.place, (places.get(w.place) ?? 0) + 1);
  }
  const shared = [...byTable].filter(([, places]) => places.size > 1).sort(([a], [b]) => a.localeCompare(b));
  for (const [table, places] of shared) console.log(`${table.padEnd(28)} ${[...places].map(([p, n]) => `${p} (${n})`).join(', ')}`);
  console.log(`${tables.size} tables, ${byTable.size} written, ${shared.length} written from more than one place`);
}
