import { CS2_ITEMS, type CS2Item } from '@ianlucas/cs2-lib';
import { english } from '@ianlucas/cs2-lib/translations';
import { exteriorFloatRange, type Rarity } from '@tastydrop/domain';
import { CS_EXTERIORS, csPrice } from './cs-price-model.js';
import type { CatalogItemSeed, CsItemSlot } from './types.js';

/** CS grade colours (the library's rarity values) → the site's rarity tiers, which share the colours. */
const GRADE_TO_RARITY: Record<string, Rarity> = {
  '#b0c3d9': 'common', // Consumer
  '#5e98d9': 'uncommon', // Industrial
  '#4b69ff': 'rare', // Mil-Spec
  '#8847ff': 'mythical', // Restricted
  '#d32ce6': 'legendary', // Classified
  '#eb4b4b': 'ancient', // Covert
  '#e4ae39': 'immortal', // Contraband
};

const MODEL_CLASS: Record<string, CsItemSlot> = {
  ak47: 'rifle', m4a1: 'rifle', m4a1_silencer: 'rifle', famas: 'rifle', galilar: 'rifle', aug: 'rifle', sg556: 'rifle',
  awp: 'sniper', ssg08: 'sniper', scar20: 'sniper', g3sg1: 'sniper',
  glock: 'pistol', hkp2000: 'pistol', usp_silencer: 'pistol', p250: 'pistol', fiveseven: 'pistol', tec9: 'pistol',
  cz75a: 'pistol', deagle: 'pistol', revolver: 'pistol', elite: 'pistol',
  mac10: 'smg', mp9: 'smg', mp7: 'smg', mp5sd: 'smg', ump45: 'smg', p90: 'smg', bizon: 'smg',
  nova: 'heavy', xm1014: 'heavy', sawedoff: 'heavy', mag7: 'heavy', m249: 'heavy', negev: 'heavy',
};

/** How many weapon cases of the game (newest first) feed the catalog, and ★ specials taken from each. */
const CASE_COUNT = 18;
/** Consumer and Industrial skins come from the map collections, which have no case; this many of them. */
const LOW_GRADE_SKINS = 70;
const SPECIALS_PER_CASE = 8;

const BY_ID = new Map(CS2_ITEMS.map((i) => [i.id, i]));

function englishName(id: number): string | undefined {
  return english[String(id)]?.name;
}

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/™/g, '')
    .replace(/★/g, 'star')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The game's weapon cases that have a key and contents, oldest first. */
export function csWeaponCases(): CS2Item[] {
  return CS2_ITEMS.filter((i) => i.type === 'case' && (i.keys?.length ?? 0) > 0 && (i.contents?.length ?? 0) > 0 && englishName(i.id)?.endsWith(' Case'));
}

/** Market names and prices of one skin in every exterior its float range reaches, with StatTrak™ where allowed. */
function variants(item: CS2Item, collection: string | undefined, fromCase: boolean): CatalogItemSeed[] {
  const name = englishName(item.id);
  if (!name || !name.includes(' | ')) return [];
  const star = item.type === 'melee' || item.type === 'glove';
  const rarity: Rarity | undefined = star ? 'ultra' : GRADE_TO_RARITY[item.rarity ?? ''];
  const weaponClass: CsItemSlot | undefined = item.type === 'melee' ? 'knife' : item.type === 'glove' ? 'glove' : MODEL_CLASS[item.model ?? ''];
  if (!rarity || !weaponClass) return [];
  const [weapon, skin] = name.split(' | ') as [string, string];
  const min = item.wearMin ?? 0;
  const max = item.wearMax ?? 1;
  const statTrak = fromCase && item.type !== 'glove' && !item.statTrakless ? [false, true] : [false];
  return CS_EXTERIORS.flatMap((exterior) => {
    const floats = exteriorFloatRange(exterior.code, { min, max });
    if (!floats) return [];
    return statTrak.map((st): CatalogItemSeed => {
      const market = `${star ? '★ ' : ''}${st ? 'StatTrak™ ' : ''}${name} (${exterior.name})`;
      return {
        slug: slugify(market),
        name: market,
        hero: weapon,
        slot: weaponClass,
        rarity,
        price: csPrice({ rarity, weaponClass, model: item.model ?? '', skin, exteriorFactor: exterior.factor, statTrak: st }),
        floatMin: floats.min,
        floatMax: floats.max,
        ...(collection ? { collection } : {}),
      };
    });
  });
}

/** The game's agents: no exterior, no StatTrak™. */
function agents(): CatalogItemSeed[] {
  return CS2_ITEMS.filter((i) => i.type === 'agent' && GRADE_TO_RARITY[i.rarity ?? '']).flatMap((i) => {
    const name = englishName(i.id);
    if (!name || !name.includes(' | ')) return [];
    const rarity = GRADE_TO_RARITY[i.rarity!]!;
    return [{ slug: slugify(`agent ${name}`), name, hero: 'Agent', slot: 'agent' as const, rarity, price: csPrice({ rarity, weaponClass: 'agent', model: '', skin: name, exteriorFactor: 1, statTrak: false }) }];
  });
}

/**
 * Counter-Strike 2 items from the game's own economy data: every skin of the newest weapon cases in each
 * exterior its float range allows (StatTrak™ too), the cases' ★ knives and gloves, and the agents. Names
 * are Steam market names; prices come from the price model.
 */
export function buildCsCatalog(): CatalogItemSeed[] {
  const out = new Map<string, CatalogItemSeed>();
  for (const container of csWeaponCases().slice(-CASE_COUNT)) {
    for (const id of container.contents ?? []) {
      const item = BY_ID.get(id);
      if (item) for (const v of variants(item, container.collection, true)) out.set(v.slug, v);
    }
    for (const id of (container.specials ?? []).slice(0, SPECIALS_PER_CASE)) {
      const item = BY_ID.get(id);
      if (item) for (const v of variants(item, undefined, true)) if (!out.has(v.slug)) out.set(v.slug, v);
    }
  }
  const low = CS2_ITEMS.filter((i) => i.type === 'weapon' && !i.base && (i.rarity === '#b0c3d9' || i.rarity === '#5e98d9'));
  for (const item of low.slice(-LOW_GRADE_SKINS)) for (const v of variants(item, item.collection, false)) if (!out.has(v.slug)) out.set(v.slug, v);
  for (const a of agents()) out.set(a.slug, a);
  return [...out.values()];
}

/** Russian names of the game's cases where the library has them, by collection key. */
export { russianCaseName } from './cs-names.js';
