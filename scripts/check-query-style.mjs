#!/usr/bin/env node
// Fails when server code writes a query outside the one typed style: tables and columns come from the
// Drizzle schema (the builder, or `sql` with `${table}` / `${table.column}`), values are bound
// parameters. It catches `sql.raw(` and a known table named in SQL text after FROM, JOIN, INTO,
// UPDATE or TABLE (SQL keywords are written in capitals, so prose in comments does not match).
// Usage: node scripts/check-query-style.mjs [server source folder]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('..', import.meta.url)));
const source = process.argv[2] ?? join(root, 'apps/server/src');
const schemaDir = join('platform', 'db', 'schema') + sep;

/**
 * Files still written in the older style, to be moved to schema objects; the list only shrinks.
 * A listed file that no longer offends fails the check too, so it leaves the list when it is mended;
 * a listed file that is gone is only named.
 */
const notYetMoved = new Set([].map((f) => f.split('/').join(sep)));
/** The migration runner runs drizzle-kit's SQL files as they are written: SQL text from files, not queries built in code. */
const runsSqlFiles = new Set(['platform/db/migrate.ts'].map((f) => f.split('/').join(sep)));

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(?:ts|mts|js|mjs)$/.test(name) && !/\.test\.|\.spec\./.test(name)) yield path;
  }
}

const all = [...files(source)];
/** Every table the schema declares. */
const tables = new Set();
for (const path of all) {
  if (!relative(source, path).startsWith(schemaDir)) continue;
  for (const m of readFileSync(path, 'utf8').matchAll(/pgTable\(\s*['"]([a-z0-9_]+)['"]/g)) tables.add(m[1]);
}
if (tables.size === 0) {
  console.error(`query style: no pgTable found under ${join(source, schemaDir)}`);
  process.exit(1);
}
const tableName = new RegExp(String.raw`\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+(?:ONLY\s+)?(?:public\.)?"?(${[...tables].join('|')})\b(?!\.)`, 'g');
const patterns = [
  { what: 'sql.raw( (splices text into SQL)', re: /\bsql\.raw\(/g },
  { what: 'table named as text (use the schema object)', re: tableName },
];

const found = [];
const mended = [];
for (const path of all) {
  const rel = relative(source, path);
  if (rel.startsWith(schemaDir) || runsSqlFiles.has(rel)) continue;
  const text = readFileSync(path, 'utf8');
  // A common table expression may share a table's name (`WITH items AS (...) ... FROM items`): it is not the table.
  const cteNames = new Set([...text.matchAll(/\b([a-z_][a-z0-9_]*)\s+AS\s+(?:NOT\s+)?(?:MATERIALIZED\s+)?\(/g)].map((m) => m[1]));
  const hits = [];
  for (const { what, re } of patterns) {
    for (const m of text.matchAll(re)) {
      if (m[1] && cteNames.has(m[1])) continue;
      const line = text.slice(0, m.index).split('\n').length;
      hits.push(`${relative(process.cwd(), path)}:${line}: ${what}${m[1] ? ` (${m[1]})` : ''}`);
    }
  }
  if (notYetMoved.has(rel)) {
    if (hits.length === 0) mended.push(rel);
  } else found.push(...hits);
}
const gone = [...notYetMoved].filter((rel) => !all.some((p) => relative(source, p) === rel));

if (found.length > 0 || mended.length > 0) {
  if (found.length > 0) {
    console.error('Queries name tables and columns through the Drizzle schema and bind every value; found:');
    for (const f of found.sort()) console.error(`  ${f}`);
  }
  if (mended.length > 0) {
    console.error('Listed as not yet moved but clean: remove from the list in scripts/check-query-style.mjs:');
    for (const f of mended.sort()) console.error(`  ${f}`);
  }
  process.exit(1);
}
if (gone.length > 0) console.log(`query style: listed but gone (remove from the list): ${gone.sort().join(', ')}`);
console.log(`query style: tables through the schema, no sql.raw (${notYetMoved.size} files not yet moved)`);
