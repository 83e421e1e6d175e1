// `node --test scripts/module-imports.test.mjs` (part of `npm run lint`): the module loop check fails on a
// planted loop, direct or longer, type-only included, and passes a graph without one.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-module-imports.mjs');

function check(files) {
  const dir = mkdtempSync(join(tmpdir(), 'module-imports-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a graph without loops passes', () => {
  const r = check({
    'cases/open.ts': "import { grant } from '../items/grant.js';\n",
    'items/grant.ts': "import { credit } from '../wallet/wallet.js';\n",
    'wallet/wallet.ts': 'export const credit = 1;\n',
  });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /3 modules?|2 module-to-module edges/);
});

test('two modules importing each other fail, naming both edges', () => {
  const r = check({
    'inventory/routes.ts': "import { requestWithdrawal } from '../withdrawals/request.js';\n",
    'withdrawals/request.ts': "import type { Item } from '../inventory/item.js';\n",
    'inventory/item.ts': 'export interface Item { id: number }\n',
  });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /inventory ↔ withdrawals/);
  assert.match(r.stderr, /inventory → withdrawals/);
  assert.match(r.stderr, /withdrawals → inventory/);
});

test('a longer loop, from a nested file, fails too', () => {
  const r = check({
    'a/deep/x.ts': "import { b } from '../../b/b.js';\n",
    'b/b.ts': "export { c as b } from '../c/c.js';\n",
    'c/c.ts': "const a = await import('../a/deep/x.js');\nexport const c = a;\n",
  });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /a ↔ b ↔ c/);
});
