// `node --test scripts/money-units.test.mjs` (part of `npm run lint`): the units check fails on a conversion by 100
// written by hand, either way round, and passes code that goes through the domain or only mentions 100.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-money-units.mjs');

function check(text) {
  const dir = mkdtempSync(join(tmpdir(), 'money-units-'));
  try {
    writeFileSync(join(dir, 'sale.ts'), text);
    return spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a hand conversion fails, with its place', () => {
  for (const planted of ['const rub = minor / 100;', 'const minor = Math.round(rub * 100);', 'const minor = 100 * rub;', 'const bp = `${x * 100}`;']) {
    const run = check(`import { toWire } from '@tastydrop/domain';\n${planted}\n`);
    assert.equal(run.status, 1, planted);
    assert.match(run.stderr, /sale\.ts:2: scales by 100 by hand/);
  }
});

test('conversions through the domain, other numbers, comments and strings pass', () => {
  const run = check(
    [
      "import { fromWire, toWire } from '@tastydrop/domain';",
      'const a = toWire(minor) + fromWire(rub);',
      'const b = x / 1000 + y * 100_000 + z * 100.5 + 2 ** 100;',
      '// minor / 100 is what toWire does',
      "const c = 'minor / 100';",
      'const d = Math.max(100, e);',
    ].join('\n'),
  );
  assert.equal(run.status, 0, run.stderr);
});
