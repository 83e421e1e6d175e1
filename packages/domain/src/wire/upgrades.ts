import { z } from 'zod';
import { UPGRADE_SELECTION_CAP } from '../constants.js';
import { RARITIES } from '../game.js';
import { BigId, FloatRangeWire, Id, IsoDate, Money, QueryBoolean } from './common.js';

/** Upgrade calls (camelCase; snake_case on the wire). Amounts are wire decimals. */

export const UNIQUE_ITEM_SORTS = ['price_asc', 'price_desc', 'name'] as const;
export type UniqueItemSort = (typeof UNIQUE_ITEM_SORTS)[number];
/** The group filter of unique items: a rarity, or all. */
export const UNIQUE_ITEM_GROUPS = ['all', ...RARITIES] as const;
export type UniqueItemGroup = (typeof UNIQUE_ITEM_GROUPS)[number];

export const UniqueItemsQuery = z.object({
  search: z.string().trim().max(64).optional(),
  priceFrom: z.coerce.number().min(0).max(100_000_000).optional(),
  priceTo: z.coerce.number().min(0).max(100_000_000).optional(),
  sort: z.enum(UNIQUE_ITEM_SORTS).default('price_asc'),
  group: z.enum(UNIQUE_ITEM_GROUPS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(60).default(24),
});
export type UniqueItemsQuery = z.input<typeof UniqueItemsQuery>;

/** A catalog item that can be an upgrade target . */
export const UniqueItem = z.object({
  id: z.number().int(),
  name: z.string(),
  hero: z.string(),
  slot: z.string(),
  rarity: z.enum(RARITIES),
  /** The rarity, named quality on the wire. */
  quality: z.string(),
  image: z.string(),
  price: Money,
  basePrice: Money,
  priceData: z.object({ price: Money, marketPrice: Money }),
});
export type UniqueItem = z.infer<typeof UniqueItem>;

export const UniqueItemsResponse = z.object({ items: z.array(UniqueItem), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });
export type UniqueItemsResponse = z.infer<typeof UniqueItemsResponse>;

export const UpgradeRateResponse = z.object({
  /** The share of the fair chance a player gets (0.9 = a 10 % house edge). */
  upgradeRate: z.number(),
  priceMaxDifference: z.number().int(),
  maxItems: z.number().int(),
  defaultFactor: z.number(),
  presets: z.array(z.number()),
});
export type UpgradeRateResponse = z.infer<typeof UpgradeRateResponse>;

export const UpgradeRequest = z.object({
  /** Inventory ids of up to 15 of the player's items in progress. */
  items: z.array(BigId).max(UPGRADE_SELECTION_CAP).default([]),
  targetItemId: Id.optional(),
  reversed: QueryBoolean.default(false),
});
export type UpgradeRequest = z.input<typeof UpgradeRequest>;

/** An item an upgrade or contract put into the inventory. */
export const PrizeItem = z.object({
  inventoryItemId: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  hero: z.string(),
  rarity: z.enum(RARITIES),
  image: z.string(),
  price: Money,
  /** CS skins: the wear float rolled with the outcome (rollFloat on the outcome's float cursor); null for items without wear. */
  float: z.number().nullable(),
});
export type PrizeItem = z.infer<typeof PrizeItem>;

export const TicketSpanWire = z.object({ from: z.number().int(), to: z.number().int() });

export const UpgradeResponse = z.object({
  upgradeId: z.number().int(),
  success: z.boolean(),
  winPrize: PrizeItem.nullable(),
  pityPrize: PrizeItem.nullable(),
  /** Coins given on a loss (0 on a win). */
  coinsPrize: Money,
  /** The ticket the player's seeds rolled, 1…100000. */
  roll: z.number().int(),
  chance: z.number(),
  reversed: z.boolean(),
  rollRange: TicketSpanWire,
  inputTotal: Money,
  target: UniqueItem,
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  coinBalance: Money,
  amountExp: z.number().int(),
  currentExp: z.number().int(),
  level: z.number().int(),
});
export type UpgradeResponse = z.infer<typeof UpgradeResponse>;

/** A catalog item as records name it. */
const ItemRef = z.object({ id: z.number().int(), name: z.string(), image: z.string(), rarity: z.enum(RARITIES), price: Money });
export { ItemRef as UpgradeItemRef };
export type UpgradeItemRef = z.infer<typeof ItemRef>;

/** One upgrade in the public feed of recent upgrades. */
export const RecentUpgrade = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() }),
  inputTotal: Money,
  itemsCount: z.number().int(),
  target: ItemRef,
  chance: z.number(),
  success: z.boolean(),
  createdAt: IsoDate,
});
export type RecentUpgrade = z.infer<typeof RecentUpgrade>;

export const RecentUpgradesQuery = z.object({
  perPage: z.coerce.number().int().min(1).max(50).default(12),
  userId: Id.optional(),
});
export const RecentUpgradesResponse = z.object({ items: z.array(RecentUpgrade) });
export type RecentUpgradesResponse = z.infer<typeof RecentUpgradesResponse>;

const Tally = z.object({ total: z.number().int(), success: z.number().int(), wonTotal: Money });

export const UpgradeStatistic = Tally.extend({
  /** Percent with 2 decimals. */
  successRate: z.number(),
  best: RecentUpgrade.nullable(),
  /** The signed-in player's own tally; null for guests. */
  mine: Tally.nullable(),
});
export type UpgradeStatistic = z.infer<typeof UpgradeStatistic>;

/** An upgrade with what decided it, for the provably-fair history and check page. */
export const UpgradeRecord = z.object({
  id: z.number().int(),
  inputTotal: Money,
  inputItems: z.array(ItemRef),
  target: ItemRef,
  /** The rate in basis points the chance was computed with. */
  rateBp: z.number().int(),
  chance: z.number(),
  reversed: z.boolean(),
  success: z.boolean(),
  prize: ItemRef.nullable(),
  coinsPrize: Money,
  serverSeedHash: z.string(),
  /** Revealed only after the pair was rotated. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  cursor: z.number().int(),
  ticket: z.number().int(),
  /** CS skins: the prize's stored wear float and the float range it was rolled in (rollFloat); null otherwise. */
  float: z.number().nullable(),
  floatRange: FloatRangeWire.nullable(),
  createdAt: IsoDate,
});
export type UpgradeRecord = z.infer<typeof UpgradeRecord>;

export const UpgradeRecordsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export const UpgradeRecordsResponse = z.object({ items: z.array(UpgradeRecord), total: z.number().int() });
export type UpgradeRecordsResponse = z.infer<typeof UpgradeRecordsResponse>;
