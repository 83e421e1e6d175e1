import { describe, expect, it } from 'vitest';

/** Words that belong to Dota 2 alone: a text holding one must not reach the CS site as it is. */
const DOTA_WORDS = /dota|дот[аыуе]\b|аркан|бессмертн/i;

/**
 * Texts that may name Dota on either site: a rarity only Dota items have, the Dota site's name in the project
 * switcher, the console's game picker and the game its withdrawal settings apply to.
 */
const BOTH_SITES = new Set([
  'admin-catalog.json:catalog.rarities.arcana',
  'admin-content.json:offers.games.dota',
  'admin.json:withdrawals.providers.games.dota',
  'cases.json:rarity.arcana',
  'common.json:projects.dota',
  'inventory.json:rarity.arcana',
  'later/shell.json:footer.siblingDota',
]);

/** Every namespace, keyed by its path below this folder (`later/shell.json`). */
const files: Record<string, unknown> = Object.fromEntries(
  Object.entries(import.meta.glob(['./*.json', './later/*.json'], { eager: true, import: 'default' })).map(([file, json]) => [file.slice(2), json]),
);

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
    expect(Object.keys(files).length).toBeGreaterThan(20);
    const offending = Object.entries(files).flatMap(([file, json]) =>
      textsWithoutCsTwin(json, [], null, [])
        .filter(([key, text]) => DOTA_WORDS.test(text) && !BOTH_SITES.has(`${file}:${key}`))
        .map(([key, text]) => `${file}:${key}: ${text.slice(0, 80)}`),
    );
    expect(offending).toEqual([]);
  });
});
