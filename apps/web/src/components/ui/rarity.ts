import { RARITIES, type Rarity } from '@tastydrop/domain';
import type { CSSProperties } from 'react';

function isRarity(value: string): value is Rarity {
  return (RARITIES as readonly string[]).includes(value);
}

/** The `--rarity` custom property of an element drawn in a rarity's colour (DESIGN.md; unknown values as common). */
export function rarityStyle(rarity: string): CSSProperties {
  const known = isRarity(rarity) ? rarity : 'common';
  return { '--rarity': `var(--rarity-${known})` } as CSSProperties;
}
