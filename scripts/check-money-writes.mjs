#!/usr/bin/env node
// Fails when code outside the wallet writes balances or the ledger (docs/decisions/027-one-money-writer.md).
// Usage: node scripts/check-money-writes.mjs [server source folder]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('..', import.meta.url)));
const source = process.argv[2] ?? join(root, 'apps/server/src');
/** The wallet and the schema that declares the tables. */
const allowed = [join('modules', 'wallet') + sep, join('platform', 'db', 'schema') + sep];

// A player's debt (decision 055) is money too.
const balance = String.raw`\b(?:coin_|bonus_)?balance\b|\b(?:coin|bonus)Balance\b|\bdebt\b`;
const upToStatementEnd = (n) => String.raw`(?:(?!\bwhere\b|;|\`)[\s\S]){0,${n}}?`;
const patterns = [
  { what: 'SQL write to the ledger', re: /\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{\s*)?ledger\b/gi },
  { what: 'Drizzle write to the ledger', re: /\.(?:insert|update|delete)\(\s*ledger\s*\)/g },
  { what: 'SQL update of a balance', re: new RegExp(String.raw`\bupdate\s+(?:\$\{\s*)?users\b\}?\s+set\b${upToStatementEnd(800)}(?:${balance})\s*=`, 'gi') },
  // A column chosen at run time could be a balance.
  { what: 'SQL update of a computed users column', re: new RegExp(String.raw`\bupdate\s+(?:\$\{\s*)?users\b\}?\s+set\b${upToStatementEnd(800)}\$\{[^}]*\}\s*=`, 'gi') },
  { what: 'SQL insert of a balance', re: new RegExp(String.raw`\binsert\s+into\s+(?:\$\{\s*)?users\b${upToStatementEnd(400)}(?:${balance})`, 'gi') },
  {
    what: 'Drizzle update of a balance',
    re: new RegExp(String.raw`\.update\(\s*users\s*\)\s*\.set\(\s*\{(?:(?!\}\s*\))[\s\S]){0,600}?(?:(?:${balance})\s*:|[{,]\s*\[)`, 'g'),
  },
  { what: 'Drizzle update of a computed users column', re: /\.update\(\s*users\s*\)\s*\.set\(\s*\{\s*\[/g },
  { what: 'Drizzle insert of a balance', re: new RegExp(String.raw`\.insert\(\s*users\s*\)\s*\.values\((?:(?!\)\s*[.;])[\s\S]){0,600}?(?:${balance})\s*:`, 'g') },
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(?:ts|mts|js|mjs)$/.test(name) && !/\.test\.|\.spec\./.test(name)) yield path;
  }
}

const found = [];
for (const path of files(source)) {
  const rel = relative(source, path);
  if (allowed.some((a) => rel.startsWith(a))) continue;
  const text = readFileSync(path, 'utf8');
  for (const { what, re } of patterns) {
    for (const m of text.matchAll(re)) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push(`${relative(process.cwd(), path)}:${line}: ${what}`);
    }
  }
}

if (found.length > 0) {
  console.error('Balances and the ledger are written only by modules/wallet; found writes elsewhere:');
  for (const f of found.sort()) console.error(`  ${f}`);
  process.exit(1);
}
console.log('money writes: only the wallet writes balances and the ledger');
