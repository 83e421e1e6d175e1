import { describe, expect, it } from 'vitest';
import { caseArtChoice, itemTraits, renderCaseSvg, renderItemSvg } from '../src/modules/catalog/art/index.js';
import { CASE_PLANS } from '../src/seed/cases/plans.js';
import { DOTA_ITEMS } from '../src/seed/catalog/index.js';

/** The picture without what a player cannot see: element ids (hashed from the input), the title and label. */
function picture(svg: string): string {
  return svg
    .replace(/\b([ic])[0-9a-z]+([a-z])(?=["#)])/g, 'ID$2')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/aria-label="[^"]*"/, '');
}

const caseSvg = (plan: (typeof CASE_PLANS)[number]) =>
  renderCaseSvg({ title: plan.name, seed: plan.slug, colors: plan.colors, accent: plan.accent, shape: plan.art.shape, emblem: plan.art.emblem, rarity: 'immortal' });

describe('case art is distinct', () => {
  it('gives every seeded case its own emblem and its own picture', () => {
    const emblems = CASE_PLANS.map((p) => caseArtChoice({ title: p.name, seed: p.slug, ...p.art }).emblem);
    expect(new Set(emblems).size).toBe(CASE_PLANS.length);
    // The emblem each plan names is the one drawn, not a fallback.
    expect(emblems).toEqual(CASE_PLANS.map((p) => p.art.emblem));
    const pictures = new Set(CASE_PLANS.map((p) => picture(caseSvg(p))));
    expect(pictures.size).toBe(CASE_PLANS.length);
  });

  it('draws the cases of one section in different containers', () => {
    const bySection = new Map<string, string[]>();
    for (const p of CASE_PLANS) bySection.set(p.section, [...(bySection.get(p.section) ?? []), p.art.shape]);
    for (const [section, shapes] of bySection) expect(new Set(shapes).size, section).toBe(shapes.length);
  });

  it('changes the picture, not only the colours, when only the emblem or the container differs', () => {
    const base = { title: 'Same', colors: ['#112233', '#445566'] as [string, string], accent: '#ffd166' };
    const a = picture(renderCaseSvg({ ...base, shape: 'chest', emblem: 'flame' }));
    expect(picture(renderCaseSvg({ ...base, shape: 'chest', emblem: 'coin' }))).not.toBe(a);
    expect(picture(renderCaseSvg({ ...base, shape: 'orb', emblem: 'flame' }))).not.toBe(a);
    expect(picture(renderCaseSvg({ ...base, shape: 'chest', emblem: 'hero:Axe' }))).not.toBe(picture(renderCaseSvg({ ...base, shape: 'chest', emblem: 'hero:Lion' })));
  });

  it('picks a valid container and emblem for a case without art, the same each time', () => {
    const choice = caseArtChoice({ title: 'Новый кейс', seed: 'new-case', emblem: '"><script>' });
    expect(choice).toEqual(caseArtChoice({ title: 'Новый кейс', seed: 'new-case' }));
    expect(renderCaseSvg({ title: 'x', colors: ['#000', '#111'], accent: '#fff', emblem: 'text:<b>' })).not.toContain('<b>');
  });
});

describe('item art is distinct', () => {
  const byHero = new Map<string, typeof DOTA_ITEMS>();
  for (const item of DOTA_ITEMS) byHero.set(item.hero, [...(byHero.get(item.hero) ?? []), item]);

  it('never gives two items of one hero the same slot, material, motif and pose', () => {
    for (const [hero, items] of byHero) {
      const looks = items.map((i) => JSON.stringify([i.slot, itemTraits(i.name)]));
      const dupes = looks.filter((l, k) => looks.indexOf(l) !== k);
      expect(dupes, hero).toEqual([]);
    }
  });

  it('never draws two items of one hero alike', () => {
    for (const [hero, items] of byHero) {
      const pictures = new Set(items.map((i) => picture(renderItemSvg(i))));
      expect(pictures.size, hero).toBe(items.length);
    }
  });

  it('reads the material from the name', () => {
    expect(itemTraits('Golden Moonfall').material).toBe('gold');
    expect(itemTraits('Frost Avalanche').material).toBe('frost');
    expect(itemTraits('Blade of the Burning Cabal').material).toBe('ember');
  });

  it('draws the hero: a different bust and crest for different heroes', () => {
    const item = { name: 'Same Blade', slot: 'weapon', rarity: 'rare' as const };
    expect(picture(renderItemSvg({ ...item, hero: 'Axe' }))).not.toBe(picture(renderItemSvg({ ...item, hero: 'Lion' })));
  });
});
