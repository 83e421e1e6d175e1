// `node --test scripts/table-owners.test.mjs` (part of `npm run lint`): the table-ownership check fails on a
// write outside a table's owner (Drizzle, SQL, through an alias), on a table without an owner and on an owner
// entry without a table, lets the wallet write its columns of `users`, and passes a source where owners write.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-table-owners.mjs');

const schema = `
export const inventoryItems = pgTable('inventory_items', { id: serial('id') });
export const users = pgTable('users', { id: serial('id') });
export const ledger = pgTable('ledger', { id: serial('id') });
`;
const owners = `
export const TABLE_OWNERS = { inventory_items: 'items', users: 'users', ledger: 'wallet' };
export const COLUMN_OWNERS = { users: { wallet: 'balance' } };
`;

function check(files, ownersText = owners) {
  const dir = mkdtempSync(join(tmpdir(), 'table-owners-'));
  try {
    const all = { 'platform/db/schema/tables.ts': schema, 'owners.mjs': ownersText, ...files };
    for (const [path, text] of Object.entries(all)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return spawnSync(process.execPath, [script, dir, join(dir, 'owners.mjs')], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ownerWrites = {
  'modules/items/grant-items.ts': 'export const grant = (tx) => tx.insert(inventoryItems).values({});\n',
  'modules/users/ban.ts': 'export const ban = (tx) => tx.update(users).set({ bannedAt: 1 });\n',
  'modules/wallet/entries.ts': 'const q = sql`UPDATE ${users} SET balance = balance + 1`; const l = sql`INSERT INTO ledger (x) VALUES (1)`;\n',
  'modules/cases/open.ts': "import { grant } from '../items/grant-items.js';\nexport const open = (tx) => grant(tx);\n",
};

test('owners writing their own tables pass', () => {
  const r = check(ownerWrites);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /3 tables, 4 writes, each by its owner/);
});

test('dropping or creating partitions of a table counts as writing it: only its owner may', () => {
  const ok = check({ ...ownerWrites, 'modules/wallet/keep.ts': 'export const keep = (db, now) => createPartitionsAhead(db, ledger, now, 3);\n' });
  assert.equal(ok.status, 0, ok.stderr);
  const r = check({ ...ownerWrites, 'bootstrap/history.ts': 'export const prune = (db, now) =>\n  dropPartitionsPast(db, ledger, now, 1);\n' });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /bootstrap\/history\.ts:2: writes ledger, which modules\/wallet owns/);
});

test('a Drizzle write of inventory_items from cases fails, naming the place and the owner', () => {
  const r = check({ ...ownerWrites, 'modules/cases/open.ts': 'export const open = (tx) =>\n  tx.update(inventoryItems).set({ status: 1 });\n' });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /modules\/cases\/open\.ts:2: writes inventory_items, which modules\/items owns/);
});

test('SQL writes, by name or through an alias, fail too, and so does the seed or the console', () => {
  const r = check({
    ...ownerWrites,
    'modules/admin/retry.ts': 'const i = inventoryItems;\nconst q = sql`DELETE FROM ${i} WHERE id = 1`;\n',
    'seed/index.ts': "const q = 'INSERT INTO inventory_items (id) VALUES (1)';\n",
    'platform/http/session.ts': 'const q = sql`UPDATE ${users} SET last_seen_at = now()`;\n',
  });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /modules\/admin\/retry\.ts:2: writes inventory_items/);
  assert.match(r.stderr, /seed\/index\.ts:1: writes inventory_items/);
  assert.match(r.stderr, /platform\/http\/session\.ts:1: writes users, which modules\/users owns/);
});

test('the wallet may write users (its money columns) but not inventory_items', () => {
  const r = check({ ...ownerWrites, 'modules/wallet/take.ts': 'export const t = (tx) => tx.delete(inventoryItems);\n' });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /modules\/wallet\/take\.ts:1: writes inventory_items/);
  assert.doesNotMatch(r.stderr, /entries\.ts/);
});

test('a table without an owner, and an owner entry without a table, fail', () => {
  const r = check(ownerWrites, "export const TABLE_OWNERS = { inventory_items: 'items', users: 'users', gone: 'cases' };\n");
  assert.equal(r.status, 1);
  assert.match(r.stderr, /ledger: no owner/);
  assert.match(r.stderr, /gone: owned in scripts\/table-owners\.mjs but not in the schema/);
});
