import { z } from 'zod';
import { QueryBoolean } from './common.js';
import { LABEL_TYPES, RARITIES } from '../game.js';

export const CaseLabelData = z.object({
  type: z.enum(LABEL_TYPES),
  name: z.string(),
  color: z.string(),
  freeOpens: z.number().int().nullable(),
});

/** The Case entity (camelCase; snake_case on the wire). */
export const CaseCard = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  sectionId: z.number().int(),
  available: z.boolean(),
  priceData: z.object({ currency: z.enum(['GOLD', 'TASTY_COIN']), price: z.number(), oldPrice: z.number().nullable() }),
  bonuses: z.array(z.object({ currencyCode: z.string(), amountMin: z.number(), amountMax: z.number() })),
  statisticData: z.object({
    opensLimit: z.number().int().nullable(),
    opensRemaining: z.number().int().nullable(),
    totalCount: z.number().int().nullable(),
    openedCount: z.number().int(),
  }),
  appearanceData: z.object({ image: z.string(), colors: z.array(z.string()), accent: z.string() }),
  imageData: z.object({ image: z.string() }),
  labelData: CaseLabelData.nullable(),
  volatility: z.number().int().min(1).max(4),
  isOffer: z.boolean(),
  isLanding: z.boolean(),
  multifixNumber: z.number().int().nullable(),
  multicastData: z.object({ range: z.array(z.number().int()) }).nullable(),
  everyNOpenFree: z.number().int().nullable(),
  tastyCoins: z.object({ min: z.number(), max: z.number() }),
  level: z.number().int(),
  locked: z.boolean(),
  counterType: z.enum(['quantity', 'time']).nullable(),
  counterStart: z.string().nullable(),
  counterEnd: z.string().nullable(),
  createdAt: z.string(),
});
export type CaseCard = z.infer<typeof CaseCard>;

export const DropItem = z.object({
  id: z.number().int(),
  name: z.string(),
  hero: z.string(),
  slot: z.string(),
  rarity: z.enum(RARITIES),
  price: z.number(),
  image: z.string(),
});
export type DropItem = z.infer<typeof DropItem>;

export const CaseDrop = DropItem.extend({
  /** Percent, 4 decimals. */
  chance: z.number(),
  weight: z.number().int(),
  ticketFrom: z.number().int(),
  ticketTo: z.number().int(),
  /** CS skins: the float range a drop of this item rolls its wear in (rollFloat); null for items without wear. */
  floatRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** A pack of several items: what it holds is listed by GET /v1/inventory/packs/{id}/items. */
  pack: z.boolean(),
});
export type CaseDrop = z.infer<typeof CaseDrop>;

export const CaseDetails = CaseCard.extend({
  drops: z.array(CaseDrop),
  expectedValue: z.number(),
  /** Return to player, percent with 2 decimals. */
  rtp: z.number(),
  /** Opens by the current player (0 for guests) and what is left of the free-every-N counter. */
  userOpened: z.number().int(),
  nextFreeIn: z.number().int().nullable(),
});
export type CaseDetails = z.infer<typeof CaseDetails>;

/** GET /v1/cases/{slug}/rtp: the expected return and the return realised by every paid opening (as on /stats). */
export const CaseRtp = z.object({
  expected: z.number(),
  /** Percent with two decimals; null before the first paid opening in the window. */
  realised: z.number().nullable(),
  openings: z.number().int(),
  /**
   * The return at today's market prices (items without one at their catalog price), percent with two decimals; the
   * share of the drop table's chance whose items have a market price; when the latest was taken. Null while no item
   * of the case has a market price (no price feed configured).
   */
  market: z.object({ rtp: z.number(), pricedChance: z.number(), pricedAt: z.string() }).nullable(),
});
export type CaseRtp = z.infer<typeof CaseRtp>;

export const SectionAppearanceData = z.object({
  cardsBackground: z.string(),
  cardsCircle: z.string(),
  cardsHover: z.string(),
  cardsShadow: z.string(),
  lineBreaks: z.number().int(),
  titleIcon: z.string(),
  gradient: z.array(z.string()),
  gradientText: z.array(z.string()),
});

export const CaseSection = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  isEvent: z.boolean(),
  appearanceData: SectionAppearanceData,
  cases: z.array(CaseCard),
});
export type CaseSection = z.infer<typeof CaseSection>;

const statusList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)));
const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

export const SectionsQuery = z.object({
  main: flag,
  battle: flag,
  event: flag,
  caseStatuses: statusList,
  sectionStatuses: statusList,
});

export const CaseOpenRequest = z.object({ multiOpen: z.coerce.number().int().min(1).max(10).default(1) });

export const OpenedDrop = DropItem.extend({
  inventoryItemId: z.number().int(),
  openingId: z.number().int(),
  nonce: z.number().int(),
  cursor: z.number().int(),
  ticket: z.number().int(),
  /** CS skins: the wear float (see wear.ts); null for items without wear. */
  float: z.number().nullable(),
});

export const CaseOpenResponse = z.object({
  drops: z.array(OpenedDrop),
  /** Experience gained, as a string ('0' when none). */
  amountExp: z.string(),
  balance: z.number(),
  coinBalance: z.number(),
  pricePaid: z.number(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  level: z.number().int(),
  currentExp: z.number().int(),
});
export type CaseOpenResponse = z.infer<typeof CaseOpenResponse>;

export const LiveDrop = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() }),
  item: DropItem,
  case: z.object({ id: z.number().int(), name: z.string(), title: z.string(), image: z.string() }),
  createdAt: z.string(),
});
export type LiveDrop = z.infer<typeof LiveDrop>;
export const LiveDropRequest = z.object({ isTop: QueryBoolean.default(false) });

/** GET /api/v1/items/{id}/prices: an item's price on the site and on the market, with its market price of the last 30 days. */
export const ItemPriceHistory = z.object({
  itemId: z.number().int(),
  name: z.string(),
  /** The site's price in roubles, as every price players see. */
  price: z.number(),
  /** The market price in roubles and when it was taken; held since when no fresh quote agrees. Null: no market price. */
  market: z.object({ price: z.number(), pricedAt: z.string(), heldSince: z.string().nullable() }).nullable(),
  /** One point a day (UTC), oldest first: the median of the day's hourly quotes from every source, in roubles. */
  days: z.array(z.object({ day: z.string(), price: z.number() })),
});
export type ItemPriceHistory = z.infer<typeof ItemPriceHistory>;
