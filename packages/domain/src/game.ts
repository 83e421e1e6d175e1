/** The two variants of the site (a setting chooses Dota or CS). */
export const GAMES = ['dota', 'cs'] as const;
export type Game = (typeof GAMES)[number];

/** Each game's own name, as documents and texts write it. */
export const GAME_TITLES: Record<Game, string> = { dota: 'Dota 2', cs: 'Counter-Strike 2' };

/** Currencies. */
export const CURRENCIES = ['AZN', 'BRL', 'COIN', 'DM', 'GOLD', 'EUR', 'INR', 'KZT', 'RUB', 'TASTY_COIN', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Rarities, ordered from the most common to the rarest. */
export const RARITIES = ['common', 'uncommon', 'rare', 'mythical', 'legendary', 'immortal', 'arcana', 'ancient', 'ultra'] as const;
export type Rarity = (typeof RARITIES)[number];

/** Dota 2's own rarity colours; ultra is drawn as a gold gradient. */
export const RARITY_COLORS: Record<Rarity, string> = {
  common: '#B0C3D9',
  uncommon: '#5E98D9',
  rare: '#4B69FF',
  mythical: '#8847FF',
  legendary: '#D32CE6',
  immortal: '#B28A33',
  arcana: '#ADE55C',
  ancient: '#EB4B4B',
  ultra: '#FFD166',
};

/** Case label types. */
export const LABEL_TYPES = ['bestseller', 'cashback', 'fifty_fifty', 'free', 'new', 'update', 'exclusive', 'custom'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

/** Volatility levels 1-4 shown as L, M, H, E. */
export const VOLATILITY_LETTERS = { 1: 'L', 2: 'M', 3: 'H', 4: 'E' } as const;
