import type {
  InventoryList,
  InventoryQuery,
  PackContentsResponse,
  PackOpenRequest,
  PackOpenResponse,
  ReplacementRequest,
  ReplacementResponse,
  ReplacementsQuery,
  ReplacementsResponse,
  SellManyRequest,
  SellOneRequest,
  SellResponse,
  SendItemRequest,
  SendItemResponse,
  TradeIdResponse,
} from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The inventory calls of the web app. */
export const inventoryApi = {
  /** Another player's inventory (public). */
  list: endpoint<typeof InventoryList, typeof InventoryQuery>()('inventory.list', 'GET', '/v1/inventory/get'),
  /** The signed-in player's own inventory: the same call, sent with the session. */
  own: endpoint<typeof InventoryList, typeof InventoryQuery>()('inventory.own', 'GET', '/v1/inventory/get', true),
  sell: endpoint<typeof SellResponse, typeof SellOneRequest>()('inventory.sell', 'POST', '/v1/inventory/sell', true),
  sellMany: endpoint<typeof SellResponse, typeof SellManyRequest>()('inventory.sellMany', 'POST', '/v1/inventory/sell/many', true),
  sellAll: endpoint<typeof SellResponse>()('inventory.sellAll', 'POST', '/v1/inventory/sell/all', true),
  /** What a catalog pack holds (public). */
  packContents: endpoint<typeof PackContentsResponse>()('inventory.packContents', 'GET', '/v1/inventory/packs/:itemId/items'),
  openPack: endpoint<typeof PackOpenResponse, typeof PackOpenRequest>()('inventory.openPack', 'POST', '/v1/inventory/packs/open', true),
  send: endpoint<typeof SendItemResponse, typeof SendItemRequest>()('inventory.send', 'POST', '/v1/inventory/senditem', true),
  tradeId: endpoint<typeof TradeIdResponse>()('inventory.tradeId', 'GET', '/v1/inventory/:inventoryId/trade_id', true),
  replacements: endpoint<typeof ReplacementsResponse, typeof ReplacementsQuery>()('inventory.replacements', 'GET', '/v1/inventory/get/replacements', true),
  replace: endpoint<typeof ReplacementResponse, typeof ReplacementRequest>()('inventory.replace', 'POST', '/v1/inventory/replacement', true),
} as const;
