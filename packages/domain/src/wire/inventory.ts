import { z } from 'zod';
import { BigId, Id } from './common.js';
import { RARITIES } from '../game.js';
import { ItemReview, REVIEW_REFUSALS } from './withdrawal-review.js';

/** Item statuses of the wire contract (the ones our flows reach are documented in docs/decisions/008-inventory.md). */
export const ITEM_STATUSES = [
  'accepted',
  'autoselled',
  'bag',
  'bug',
  'before',
  'canceled',
  'changed',
  'progress',
  'error',
  'no_link',
  'send',
  'support',
  'selled',
  'unpaid',
  'CONFIRM_STEAM',
  'default',
  'EXCHANGED',
  'EXCHANGING',
  'PREPARING',
  'STEAM_WITHDRAWN',
  'to_upgrade',
  'to_contract',
  'vendor waiting',
  'completed',
  'unpacked',
  /** A withdrawn CS2 item whose trade was reversed under Trade Protection (the item left the player again). */
  'TRADE_REVERSED',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const INVENTORY_GROUPS = ['active', 'all', 'withdrawal', 'profile', 'upgrade'] as const;
export type InventoryGroup = (typeof INVENTORY_GROUPS)[number];

export const ITEM_SOURCES = ['Battle', 'Case', 'Contract', 'Change', 'Upgrade'] as const;

/** Item types: 1 an ordinary skin, 2 a pack that can be unpacked, 3 a special item that is never selected together with other types. */
export const ITEM_TYPES = { regular: 1, pack: 2, special: 3 } as const;

/** The Inventory item entity. */
export const InventoryItem = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  name: z.string(),
  hero: z.string(),
  type: z.number().int(),
  status: z.enum(ITEM_STATUSES),
  price: z.number(),
  priceProfile: z.number(),
  isSelected: z.boolean(),
  packItems: z.boolean(),
  image: z.string(),
  rarity: z.enum(RARITIES),
  source: z.enum(ITEM_SOURCES),
  /** Seconds left on a running timer (withdrawal preparing), else null. */
  timerData: z.number().int().nullable(),
  csInfo: z.null(),
  /** CS skins from a case: the wear float; null otherwise. */
  float: z.number().nullable(),
  createdAt: z.string(),
  /** A withdrawn CS2 item: when the trade that delivered it stops being reversible (ISO), while that is still ahead. */
  protectedUntil: z.string().nullable().optional(),
  /** A withdrawal held for the console's review (PREPARING without a timer), or just refused by it (back in progress). */
  review: ItemReview.optional(),
});
export type InventoryItem = z.infer<typeof InventoryItem>;

export const InventoryQuery = z.object({
  group: z.enum(INVENTORY_GROUPS).default('active'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(45),
  userId: Id.optional(),
});

export const InventoryList = z.object({ items: z.array(InventoryItem), totalItem: z.number().int(), totalPrice: z.number() });
export type InventoryList = z.infer<typeof InventoryList>;

export const SellOneRequest = z.object({ id: BigId });
/** The most items one sale of chosen items (POST /inventory/sell/many) may take. */
export const SELL_MANY_MAX_ITEMS = 500;
export const SellManyRequest = z.object({ ids: z.array(BigId).min(1).max(SELL_MANY_MAX_ITEMS) });
export const SellResponse = z.object({ balance: z.number(), totalAmountItems: z.number() });
export type SellResponse = z.infer<typeof SellResponse>;

export const WITHDRAW_METHODS = ['trade', 'login'] as const;
export const SendItemRequest = z.object({
  ids: z.array(BigId).min(1).max(10),
  method: z.enum(WITHDRAW_METHODS).default('trade'),
});
/** Per item: its new status and timer, or an error code with parameters. */
export const SendItemResponse = z.object({
  items: z.array(z.object({ id: z.number().int(), status: z.enum(ITEM_STATUSES), timerData: z.number().int().nullable() })),
  sandbox: z.boolean(),
  /** The trade link was replaced lately: the offers go out no sooner than this (ISO time); absent otherwise. */
  heldUntil: z.string().datetime().optional(),
  /** The rules held the withdrawal for the console's review: nothing goes out until it is approved. */
  review: z.boolean().optional(),
});

export const TradeIdResponse = z.object({
  tradeId: z.string().nullable(),
  status: z.enum(ITEM_STATUSES),
  offerUrl: z.string().nullable(),
  /** The code the withdrawal's trade offer message carries, for the player to check; null for older withdrawals. */
  securityCode: z.string().nullable(),
  /** Bought on the market: the offer comes from the seller, not from a bot of the site, and carries no code. */
  fromSeller: z.boolean().optional(),
});
export type TradeIdResponse = z.infer<typeof TradeIdResponse>;

export const ReplacementsQuery = z.object({ id: BigId, page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ReplacementItem = z.object({
  itemId: z.number().int(),
  name: z.string(),
  hero: z.string(),
  rarity: z.enum(RARITIES),
  price: z.number(),
  image: z.string(),
});
export const ReplacementsResponse = z.object({ items: z.array(ReplacementItem), total: z.number().int() });
export const ReplacementRequest = z.object({ inventoryId: BigId, itemId: Id });
export const ReplacementResponse = z.object({ status: z.literal('EXCHANGED'), item: InventoryItem, balance: z.number() });

export const PackOpenRequest = z.object({ inventoryId: BigId });
export const PackOpenResponse = z.object({ items: z.array(InventoryItem) });

/** GET /v1/inventory/packs/{itemId}/items: what a catalog pack holds, in the order unpacking reveals it (the preview-items popup). */
export const PackContentsResponse = z.object({ items: z.array(ReplacementItem) });
export type PackContentsResponse = z.infer<typeof PackContentsResponse>;

// Added by the server of issue 4 (docs/decisions/008-inventory.md).

/** Catalog items offered per page of `GET /inventory/get/replacements`. */
export const REPLACEMENTS_PER_PAGE = 24;

/** Why a withdrawal came back to the inventory (the `code` of the withdraw-failed record). */
export const WITHDRAW_FAILURE_CODES = [
  'declined',
  'expired',
  'canceled',
  'invalid',
  'escrow',
  'invalidLink',
  'unavailable',
  'timeout',
  'cantSend',
  /** The console refused it after a review (docs/decisions/059-withdrawal-review.md). */
  'refused',
] as const;
export type WithdrawFailureCode = (typeof WITHDRAW_FAILURE_CODES)[number];

/** Personal-channel event: an item's withdrawal moved on (`withdraw_status`). */
export const WithdrawStatusEvent = z.object({
  event: z.literal('withdraw_status'),
  id: z.number().int(),
  status: z.enum(ITEM_STATUSES),
  timerData: z.number().int().nullable(),
});
export type WithdrawStatusEvent = z.infer<typeof WithdrawStatusEvent>;

/** Personal-channel event: a withdrawal failed and the item is back in progress (`withdraw_failed`). */
export const WithdrawFailedEvent = z.object({
  event: z.literal('withdraw_failed'),
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  code: z.enum(WITHDRAW_FAILURE_CODES),
  /** Why the console refused it (code `refused`). */
  refusal: z.enum(REVIEW_REFUSALS).optional(),
});
export type WithdrawFailedEvent = z.infer<typeof WithdrawFailedEvent>;
