import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Words that belong to Dota 2 alone: a text holding one must not reach the CS site as it is. */
const DOTA_WORDS = /dota|дот[аыуе]\b|аркан|бессмертн/i;

/**
 * Texts that may name Dota on either site: a rarity only Dota items have, the Dota site's name in the project
 * switcher and the console's game picker.
 */
const BOTH_SITES = new Set([
  'admin-catalog.json:catalog.rarities.arcana',
  'admin-content.json:offers.games.dota',
  'cases.json:rarity.arcana',
  'common.json:projects.dota',
  'inventory.json:rarity.arcana',
  'later/shell.json:footer.siblingDota',
]);

const here = path.dirname(new URL(import.meta.url).pathname);
const files = [...readdirSync(here).filter((f) => f.endsWith('.json')), ...readdirSync(path.join(here, 'later')).map((f) => `later/${f}`)];

/** Every text of a namespace whose key has no `_cs` twin beside it (the CS site reads the twin through i18next's context). */
function textsWithoutCsTwin(value: unknown, key: string[], parent: Record<string, unknown> | null, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') {
    const last = key[key.length - 1]!;
    if (!last.endsWith('_cs') && !(parent && `${last}_cs` in parent)) out.push([key.join('.'), value]);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => textsWithoutCsTwin(v, [...key, String(i)], null, out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) textsWithoutCsTwin(v, [...key, k], value as Record<string, unknown>, out);
  }
  return out;
}

describe('Russian texts on the CS site', () => {
  it('name Dota only through a CS twin or an interpolated game', () => {
    const offending = files.flatMap((file) =>
      textsWithoutCsTwin(JSON.parse(readFileSync(path.join(here, file), 'utf8')), [], null, [])
        .filter(([key, text]) => DOTA_WORDS.test(text) && !BOTH_SITES.has(`${file}:${key}`))
        .map(([key, text]) => `${file}:${key}: ${text.slice(0, 80)}`),
    );
    expect(offending).toEqual([]);
  });
});
