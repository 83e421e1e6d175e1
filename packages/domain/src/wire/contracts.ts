import { z } from 'zod';
import { BigId, FloatRangeWire, IsoDate, Money } from './common.js';
import { PrizeItem, TicketSpanWire, UpgradeItemRef } from './upgrades.js';

/** Contract calls (camelCase; snake_case on the wire). Amounts are wire decimals. */

export const ContractRequest = z.object({
  /** Inventory ids of 3 to 10 of the player's items in progress. */
  items: z.array(BigId).max(100).default([]),
});
export type ContractRequest = z.input<typeof ContractRequest>;

export const PriceSpan = z.object({ min: Money, max: Money });

export const ContractResponse = z.object({
  contractId: z.number().int(),
  prize: PrizeItem,
  inputTotal: Money,
  /** Prices the prize could have had (the range) and the cheapest and dearest actual candidates. */
  range: PriceSpan,
  minPrize: Money,
  maxPrize: Money,
  expectedValue: Money,
  ticket: z.number().int(),
  ticketRange: TicketSpanWire,
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  amountExp: z.number().int(),
  currentExp: z.number().int(),
  level: z.number().int(),
});
export type ContractResponse = z.infer<typeof ContractResponse>;

export const ContractPreviewQuery = z.object({ total: z.coerce.number().positive().max(100_000_000) });

/** What a contract of this total could give. */
export const ContractPreview = z.object({
  total: Money,
  /** False when the catalog cannot meet the return for this total. */
  available: z.boolean(),
  range: PriceSpan,
  minPrize: Money,
  maxPrize: Money,
  expectedValue: Money,
  /** Chance of a prize dearer than the total, percent with 3 decimals. */
  chanceAbove: z.number(),
  candidates: z.number().int(),
});
export type ContractPreview = z.infer<typeof ContractPreview>;

/** One of the player's signed contracts. */
export const ContractHistoryItem = z.object({
  id: z.number().int(),
  inputTotal: Money,
  inputItems: z.array(UpgradeItemRef),
  prize: UpgradeItemRef,
  createdAt: IsoDate,
});
export type ContractHistoryItem = z.infer<typeof ContractHistoryItem>;

export const ContractsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});
export const ContractsResponse = z.object({ items: z.array(ContractHistoryItem), total: z.number().int() });
export type ContractsResponse = z.infer<typeof ContractsResponse>;

export const ContractCandidateWire = z.object({ itemId: z.number().int(), price: Money });

/** A contract with what decided it, for the provably-fair history and check page. */
export const ContractRecord = ContractHistoryItem.extend({
  returnBp: z.number().int(),
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
});
export type ContractRecord = z.infer<typeof ContractRecord>;

/** A record with the catalog items (and their prices) it was drawn from, in draw order. */
export const ContractRecordDetails = ContractRecord.extend({ candidates: z.array(ContractCandidateWire) });
export type ContractRecordDetails = z.infer<typeof ContractRecordDetails>;

export const ContractRecordsResponse = z.object({ items: z.array(ContractRecord), total: z.number().int() });
export type ContractRecordsResponse = z.infer<typeof ContractRecordsResponse>;
