import type { Rarity } from '@tastydrop/domain';
import type { CaseLabel, SectionAppearance } from '../../platform/db/schema/index.js';

export interface SectionPlan {
  slug: string;
  name: string;
  isEvent?: boolean;
  showOnMain?: boolean;
  showInBattles?: boolean;
  appearance: SectionAppearance;
}

/** Which catalog items a case may drop. */
export interface PoolRule {
  rarities?: Rarity[];
  heroes?: string[];
  /** Item classes (CS: rifle, knife, glove…; Dota: wearable slots). */
  slots?: string[];
  /** CS: the library's collection keys. */
  collections?: string[];
  /** Roubles. */
  minPrice?: number;
  maxPrice?: number;
  /** How many items to take, spread over the price range. */
  size: number;
}

export interface CasePlan {
  slug: string;
  name: string;
  section: string;
  pool: PoolRule;
  /** 1-4: how steeply the table's odds fall with price; the volatility players see is measured from the built table. */
  volatility: 1 | 2 | 3 | 4;
  colors: [string, string];
  accent: string;
  /** The art's container and medallion emblem (see catalog/art/case-svg.ts). */
  art: { shape: string; emblem: string };
  currency?: 'GOLD' | 'TASTY_COIN';
  label?: Omit<CaseLabel, 'color'> & { color?: string };
  /** Old price shown crossed out, as a factor of the price. */
  oldPriceFactor?: number;
  opensLimit?: number;
  everyNOpenFree?: number;
  multifixNumber?: number;
  multicastRange?: [number, number];
  level?: number;
  locked?: boolean;
  available?: boolean;
  isOffer?: boolean;
  isLanding?: boolean;
  /** A time-limited case: available for this many days from the seed. */
  days?: number;
  tastyCoins?: [number, number];
}
