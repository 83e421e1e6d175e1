import { COMMON_ITEMS } from './dota-items-common.js';
import { IMMORTAL_ITEMS } from './dota-items-immortal.js';
import { LEGENDARY_ITEMS } from './dota-items-legendary.js';
import { MYTHICAL_ITEMS } from './dota-items-mythical.js';
import { RARE_ITEMS } from './dota-items-rare.js';
import { ANCIENT_ITEMS, ARCANA_ITEMS, ULTRA_ITEMS } from './dota-items-top.js';
import { UNCOMMON_ITEMS } from './dota-items-uncommon.js';
import { finalizeCatalog, type CatalogItemSeed } from './types.js';

export { CS_ITEM_SLOTS, ITEM_SLOTS, heroKey, type CatalogItemSeed } from './types.js';

/** Real Dota 2 cosmetics with realistic market prices in kopecks, rarest first. */
export const DOTA_ITEMS: CatalogItemSeed[] = finalizeCatalog([
  ...ULTRA_ITEMS,
  ...ARCANA_ITEMS,
  ...ANCIENT_ITEMS,
  ...IMMORTAL_ITEMS,
  ...LEGENDARY_ITEMS,
  ...MYTHICAL_ITEMS,
  ...RARE_ITEMS,
  ...UNCOMMON_ITEMS,
  ...COMMON_ITEMS,
]);
