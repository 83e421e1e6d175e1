import type { Rarity } from '@tastydrop/domain';

/**
 * The CS price model, used while no market price feed is imported: a grade's base price in roubles,
 * times the weapon class, the exterior and StatTrak™, times a steady per-skin factor (0.7–1.6) so that
 * skins of one grade do not all cost the same. The operator console's price import overrides it.
 */
export const CS_GRADE_BASE_RUB: Record<Rarity, number> = {
  common: 4, // Consumer
  uncommon: 9, // Industrial
  rare: 28, // Mil-Spec
  mythical: 120, // Restricted
  legendary: 520, // Classified
  ancient: 2100, // Covert
  immortal: 90_000, // Contraband
  arcana: 600, // not a CS grade; agents' top tier maps to Covert instead
  ultra: 14_000, // ★ knives and gloves
};

/** Weapon class: what players pay more for (rifles, the AWP) and less for (heavy, SMGs). */
export const CS_CLASS_FACTOR: Record<string, number> = {
  rifle: 1.35,
  sniper: 1.3,
  pistol: 0.9,
  smg: 0.7,
  heavy: 0.6,
  knife: 1,
  glove: 0.85,
  agent: 1,
};

/** The most traded models: AK-47, AWP, M4s, Desert Eagle, Karambit, Butterfly and the like. */
export const CS_POPULAR_MODELS: ReadonlySet<string> = new Set([
  'ak47',
  'awp',
  'm4a1',
  'm4a1_silencer',
  'deagle',
  'usp_silencer',
  'glock',
  'knife_karambit',
  'knife_butterfly',
  'knife_m9_bayonet',
  'bayonet',
  'sport_gloves',
  'specialist_gloves',
]);

/** Exteriors by float, best first: the float ranges are the game's own. */
export const CS_EXTERIORS = [
  { code: 'FN', name: 'Factory New', min: 0, max: 0.07, factor: 1.65 },
  { code: 'MW', name: 'Minimal Wear', min: 0.07, max: 0.15, factor: 1.2 },
  { code: 'FT', name: 'Field-Tested', min: 0.15, max: 0.38, factor: 1 },
  { code: 'WW', name: 'Well-Worn', min: 0.38, max: 0.45, factor: 0.85 },
  { code: 'BS', name: 'Battle-Scarred', min: 0.45, max: 1, factor: 0.75 },
] as const;
export type CsExterior = (typeof CS_EXTERIORS)[number];

/** StatTrak™ multiplier: large on guns, smaller on ★ items (their price is mostly the knife itself). */
export function statTrakFactor(star: boolean): number {
  return star ? 1.3 : 2.1;
}

/** A steady factor in [0.7, 1.6) per skin name (FNV-1a), so prices do not change between seeds. */
export function skinFactor(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return 0.7 + (h % 900) / 1000;
}

export interface CsPriceInput {
  rarity: Rarity;
  weaponClass: string;
  model: string;
  skin: string;
  exteriorFactor: number;
  statTrak: boolean;
}

/** Price in kopecks, at least 1 rouble. */
export function csPrice(input: CsPriceInput): number {
  const star = input.rarity === 'ultra';
  const rub =
    CS_GRADE_BASE_RUB[input.rarity] *
    (CS_CLASS_FACTOR[input.weaponClass] ?? 1) *
    (CS_POPULAR_MODELS.has(input.model) ? 1.6 : 1) *
    input.exteriorFactor *
    (input.statTrak ? statTrakFactor(star) : 1) *
    skinFactor(input.skin);
  return Math.max(100, Math.round(rub * 100));
}
