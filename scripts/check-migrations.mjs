#!/usr/bin/env node
// Fails when a migration written after the baseline would block a busy table or break the release still
// running during a rolling upgrade (rules in scripts/migration-lint.mjs; why in docs/operations.md,
// "Migrations"). Also fails when a SQL file and drizzle's journal disagree.
// Usage: node scripts/check-migrations.mjs [migrations folder]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintMigration, snapshotColumns } from './migration-lint.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = process.argv[2] ?? join(root, 'apps/server/drizzle');

/** The last migration written before these rules: it and every one before it are not checked. */
const BASELINE = '0016_inventory_values';

/**
 * Migrations after the baseline that were written before the rules and break them; each is named
 * with what the check finds, so the list is a record, and it only shrinks.
 */
const WAIVED = new Map([]);

const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8'));
const tags = journal.entries.map((e) => e.tag);
const problems = [];
const waived = [];

const files = readdirSync(folder).filter((f) => f.endsWith('.sql')).map((f) => f.slice(0, -4));
for (const f of files) if (!tags.includes(f)) problems.push(`${f}.sql: not in meta/_journal.json (the migrator would never run it)`);
for (const t of tags) if (!files.includes(t)) problems.push(`${t}: in meta/_journal.json without ${t}.sql`);

const baseline = tags.indexOf(BASELINE);
if (baseline === -1) problems.push(`the baseline ${BASELINE} is not in the journal`);

let earlierText = '';
journal.entries.forEach((entry, position) => {
  const file = join(folder, `${entry.tag}.sql`);
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  if (position > baseline && baseline !== -1) {
    const previous = join(folder, 'meta', `${String(entry.idx - 1).padStart(4, '0')}_snapshot.json`);
    const previousColumns = existsSync(previous) ? snapshotColumns(JSON.parse(readFileSync(previous, 'utf8'))) : null;
    const found = lintMigration({ text, previousColumns, earlierText }).map((p) => `${relative(process.cwd(), file)}: ${p}`);
    if (WAIVED.has(entry.tag)) {
      if (found.length === 0) problems.push(`${entry.tag}: waived but clean: remove it from WAIVED in scripts/check-migrations.mjs`);
      else waived.push(...found);
    } else problems.push(...found);
  }
  earlierText += `${text}\n`;
});

if (waived.length > 0) {
  console.log(`migrations: ${waived.length} finding(s) in waived migrations written before the rules (scripts/check-migrations.mjs):`);
  for (const w of waived) console.log(`  ${w}`);
}
if (problems.length > 0) {
  console.error('Migrations must not block a busy table or break the release still running (docs/operations.md, "Migrations"):');
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`migrations: ${tags.length - baseline - 1} after ${BASELINE} checked (lock_timeout, CONCURRENTLY, NOT VALID, expand and contract)`);
