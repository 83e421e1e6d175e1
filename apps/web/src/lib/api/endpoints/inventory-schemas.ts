import {
  InventoryList,
  PackContentsResponse,
  PackOpenResponse,
  ReplacementResponse,
  ReplacementsResponse,
  SellResponse,
  SendItemResponse,
  TradeIdResponse,
} from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { inventoryApi } from './inventory';

/** What each inventory call answers, checked in development and tests only (response-schemas.ts). */
export const inventorySchemas: ResponseSchemasOf<typeof inventoryApi> = {
  list: InventoryList,
  own: InventoryList,
  sell: SellResponse,
  sellMany: SellResponse,
  sellAll: SellResponse,
  packContents: PackContentsResponse,
  openPack: PackOpenResponse,
  send: SendItemResponse,
  tradeId: TradeIdResponse,
  replacements: ReplacementsResponse,
  replace: ReplacementResponse,
};
