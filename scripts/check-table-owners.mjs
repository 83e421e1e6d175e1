#!/usr/bin/env node
// Fails when a table is inserted into, updated or deleted from anywhere but its owner
// (docs/decisions/053-one-owner-per-table.md), when a table of the schema has no owner in
// scripts/table-owners.mjs, or when an owner entry names no table. The money check
// (scripts/check-money-writes.mjs) still guards which columns of `users` the wallet alone writes.
// Usage: node scripts/check-table-owners.mjs [server source folder] [owners module]
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { schemaTables, tableWrites } from './table-writers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = process.argv[2] ?? join(root, 'apps/server/src');
const ownersPath = process.argv[3] ?? join(root, 'scripts/table-owners.mjs');
const { TABLE_OWNERS, COLUMN_OWNERS = {} } = await import(pathToFileURL(ownersPath).href);

const tables = schemaTables(join(source, 'platform/db/schema'));
const problems = [];

const declared = new Set(tables.values());
for (const table of [...declared].sort()) {
  if (!TABLE_OWNERS[table]) problems.push(`${table}: no owner in scripts/table-owners.mjs`);
}
for (const table of Object.keys(TABLE_OWNERS).sort()) {
  if (!declared.has(table)) problems.push(`${table}: owned in scripts/table-owners.mjs but not in the schema`);
}

const writes = tableWrites(source, tables);
for (const { table, place, where } of writes) {
  const owner = TABLE_OWNERS[table];
  if (!owner || place === owner || COLUMN_OWNERS[table]?.[place]) continue;
  problems.push(`${where}: writes ${table}, which ${owner === 'platform' ? 'platform' : `modules/${owner}`} owns`);
}

if (problems.length > 0) {
  console.error('Each table is written only by its owner; call the owner instead:');
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`table owners: ${declared.size} tables, ${writes.length} writes, each by its owner`);
