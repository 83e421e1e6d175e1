import type { Rarity } from '@tastydrop/domain';

/** Wearable slots of Dota 2 cosmetics (plus bundle-like kinds: set, persona, effigy, music). */
export const ITEM_SLOTS = [
  'weapon',
  'offhand',
  'head',
  'shoulder',
  'back',
  'arms',
  'armor',
  'belt',
  'legs',
  'mount',
  'tail',
  'misc',
  'courier',
  'ward',
  'taunt',
  'persona',
  'set',
  'effigy',
  'music',
] as const;
type ItemSlot = (typeof ITEM_SLOTS)[number];

/** Counter-Strike 2 item classes: the weapon class of a skin, knives, gloves and agents. */
export const CS_ITEM_SLOTS = ['rifle', 'sniper', 'pistol', 'smg', 'heavy', 'knife', 'glove', 'agent'] as const;
export type CsItemSlot = (typeof CS_ITEM_SLOTS)[number];

export interface CatalogItemSeed {
  /** kebab-case, unique, from the name (+ hero when two heroes share a name). */
  slug: string;
  /** The real English item name. */
  name: string;
  /** Dota: hero display name exactly as dotaconstants' heroes.json localized_name. CS: the weapon (`AK-47`, `Karambit`). */
  hero: string;
  slot: ItemSlot | CsItemSlot;
  rarity: Rarity;
  /** CS only: the library's collection key (`set_community_33`), for cases themed by collection. */
  collection?: string;
  /** CS skins only: the float range of this exterior that the skin reaches (drops roll their float inside it). */
  floatMin?: number | null;
  floatMax?: number | null;
  /** Market price in kopecks (1 RUB = 100). */
  price: number;
}

/** Compact row used by the data files: name, hero, slot, price in roubles. */
export type ItemRow = readonly [name: string, hero: string, slot: ItemSlot, rub: number];

/** Kebab-case key of any label: apostrophes dropped, everything else non-alphanumeric becomes a dash. */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "Shadow Fiend" → "shadow-fiend", "Nature's Prophet" → "natures-prophet". */
export function heroKey(hero: string): string {
  return slugify(hero);
}

/** Turns the rows of one rarity into seeds; slugs are made unique later by {@link finalizeCatalog}. */
export function defineItems(rarity: Rarity, rows: readonly ItemRow[]): CatalogItemSeed[] {
  return rows.map(([name, hero, slot, rub]) => ({
    slug: slugify(name),
    name,
    hero,
    slot,
    rarity,
    price: Math.round(rub * 100),
  }));
}

/** Gives every item whose name-slug is shared by another item a hero suffix. */
export function finalizeCatalog(items: readonly CatalogItemSeed[]): CatalogItemSeed[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.slug, (counts.get(item.slug) ?? 0) + 1);
  return items.map((item) =>
    (counts.get(item.slug) ?? 0) > 1 ? { ...item, slug: `${item.slug}-${heroKey(item.hero)}` } : item,
  );
}
