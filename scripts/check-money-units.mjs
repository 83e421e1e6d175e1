#!/usr/bin/env node
// Fails when the server's or the site's code scales a number by 100 by hand (docs/decisions/049-units-in-one-place.md): kopecks ↔
// roubles go through the domain's money.ts (toWire, fromWire, ceilToRouble…), shares, percentages and basis points
// through its percent.ts. The seed's catalog generator, which works in roubles by design, is outside the rule.
// Usage: node scripts/check-money-units.mjs [folder …]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const folders = process.argv.length > 2 ? process.argv.slice(2) : [join(root, 'apps/server/src'), join(root, 'apps/web/src')];
const outside = [join(root, 'apps/server/src/seed') + sep];

/** `* 100` or `/ 100` as an operator on the number 100 (not 1000, 100_000 or 100.5), either side. */
const SCALE = /(?<![*/])[*/]\s*100(?![\d_.])|(?<![\w.])100\s*[*/](?![*/])/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(?:ts|tsx|mts|js|mjs)$/.test(name) && !/\.test\.|\.spec\.|\.d\.ts$/.test(name)) yield path;
  }
}

/** The text with comments and the insides of quoted strings blanked, lengths kept so offsets still give lines. */
function code(text) {
  const blank = (m) => m.replace(/[^\n]/g, ' ');
  return text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:\\])(\/\/[^\n]*)/g, (m, before, comment) => before + blank(comment))
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, blank);
}

const found = [];
for (const folder of folders) {
  for (const path of files(folder)) {
    if (outside.some((o) => path.startsWith(o))) continue;
    const text = code(readFileSync(path, 'utf8'));
    for (const m of text.matchAll(SCALE)) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push(`${relative(process.cwd(), path)}:${line}: scales by 100 by hand`);
    }
  }
}

if (found.length > 0) {
  console.error(`Money and percentages are converted only through the domain's money.ts and percent.ts:\n  ${found.join('\n  ')}`);
  process.exit(1);
}
console.log('money units: the server and the site convert kopecks and percentages only through the domain');
