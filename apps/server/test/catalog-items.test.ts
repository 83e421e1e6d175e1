import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RARITIES, type Rarity } from '@tastydrop/domain';
import { DOTA_ITEMS, ITEM_SLOTS, heroKey } from '../src/seed/catalog/index.js';

// dotaconstants exports only its index, which loads every table; read just heroes.json beside it.
const heroesFile = join(dirname(createRequire(import.meta.url).resolve('dotaconstants')), 'build', 'heroes.json');
const heroes = JSON.parse(readFileSync(heroesFile, 'utf8')) as Record<string, { localized_name: string }>;
const HERO_NAMES = new Set(Object.values(heroes).map((h) => h.localized_name));

/** Minimum number of items per rarity. */
const MINIMUMS: Record<Rarity, number> = {
  common: 40,
  uncommon: 50,
  rare: 60,
  mythical: 60,
  legendary: 25,
  immortal: 40,
  arcana: 15,
  ancient: 8,
  ultra: 8,
};

/** Price band per rarity in roubles; golden immortals and exalted/inscribed arcanas may go higher. */
function band(item: { name: string; rarity: Rarity }): [number, number] {
  switch (item.rarity) {
    case 'common':
      return [2, 8];
    case 'uncommon':
      return [4, 20];
    case 'rare':
      return [10, 60];
    case 'mythical':
      return [20, 300];
    case 'legendary':
      return [100, 900];
    case 'immortal':
      return [60, item.name.startsWith('Golden ') ? 15000 : 3000];
    case 'arcana':
      return [1500, /^(Exalted|Inscribed) /.test(item.name) ? 12000 : 6000];
    case 'ancient':
      return [300, 2500];
    case 'ultra':
      return [20000, 120000];
  }
}

describe('Dota 2 item catalog', () => {
  it('has at least 320 items over at least 60 heroes', () => {
    expect(DOTA_ITEMS.length).toBeGreaterThanOrEqual(320);
    expect(new Set(DOTA_ITEMS.map((i) => i.hero)).size).toBeGreaterThanOrEqual(60);
  });

  it('has unique kebab-case slugs', () => {
    const slugs = DOTA_ITEMS.map((i) => i.slug);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('derives each slug from the name, adding the hero only to disambiguate', () => {
    for (const item of DOTA_ITEMS) {
      const base = item.name
        .toLowerCase()
        .replace(/['’]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      expect([base, `${base}-${heroKey(item.hero)}`]).toContain(item.slug);
    }
  });

  it('has names unique per hero', () => {
    const keys = DOTA_ITEMS.map((i) => `${i.hero}|${i.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of DOTA_ITEMS) expect(item.name.trim()).toBe(item.name);
  });

  it('names heroes exactly as dotaconstants does', () => {
    const unknown = DOTA_ITEMS.filter((i) => !HERO_NAMES.has(i.hero)).map((i) => `${i.name} → ${i.hero}`);
    expect(unknown).toEqual([]);
  });

  it('uses known slots and rarities', () => {
    for (const item of DOTA_ITEMS) {
      expect(ITEM_SLOTS).toContain(item.slot);
      expect(RARITIES).toContain(item.rarity);
    }
  });

  it('meets the minimum count of every rarity', () => {
    const counts = Object.fromEntries(RARITIES.map((r) => [r, DOTA_ITEMS.filter((i) => i.rarity === r).length]));
    for (const rarity of RARITIES) expect(counts[rarity], rarity).toBeGreaterThanOrEqual(MINIMUMS[rarity]);
  });

  it('prices every item in kopecks inside the band of its rarity', () => {
    const outside = DOTA_ITEMS.filter((item) => {
      const [min, max] = band(item);
      return !Number.isInteger(item.price) || item.price <= 0 || item.price < min * 100 || item.price > max * 100;
    }).map((i) => `${i.name} (${i.rarity}): ${i.price}`);
    expect(outside).toEqual([]);
  });

  it('turns hero names into keys', () => {
    expect(heroKey('Shadow Fiend')).toBe('shadow-fiend');
    expect(heroKey("Nature's Prophet")).toBe('natures-prophet');
    expect(heroKey('Anti-Mage')).toBe('anti-mage');
  });
});
