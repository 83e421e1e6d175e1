import { pickByTicket, ticketRanges, TICKETS, type TicketRange } from './fairness.js';

/**
 * Contract maths (docs/decisions/010-upgrades-and-contracts.md): 3 to 10 items in, one catalog item
 * out, priced within a range around the input total and drawn from a weighting whose expected value
 * is the configured return. Shared by the server, which draws, and the browser, which verifies.
 * Amounts are kopecks.
 */

/** How many items a contract takes (within the inventory selection cap). */
export const CONTRACT_MIN_ITEMS = 3;
export const CONTRACT_MAX_ITEMS = 10;
/** The prize's price lies within these shares of the input total, in basis points (ours: ×0.25 … ×4). */
export const CONTRACT_RANGE_BP = { min: 2_500, max: 40_000 } as const;
/** Expected prize value over the input total, in basis points (ours: 90 %). */
export const CONTRACT_RETURN_BP = 9_000;

/** A catalog item that may come out of a contract. */
export interface ContractCandidate {
  itemId: number;
  price: number;
}

export interface ContractRange {
  min: number;
  max: number;
}

/** The prices a prize may have for an input total. */
export function contractRange(total: number): ContractRange {
  return { min: Math.ceil((total * CONTRACT_RANGE_BP.min) / 10_000), max: Math.floor((total * CONTRACT_RANGE_BP.max) / 10_000) };
}

/** The expected prize value the weighting aims at (kopecks). */
export function contractTarget(total: number, returnBp: number = CONTRACT_RETURN_BP): number {
  return Math.round((total * returnBp) / 10_000);
}

/** Candidates in draw order: price ascending, then item id. */
export function sortCandidates<T extends ContractCandidate>(candidates: readonly T[]): T[] {
  return [...candidates].sort((a, b) => a.price - b.price || a.itemId - b.itemId);
}

/**
 * Integer weights (in draw order) whose weighted mean price is exactly `target`: every item at or
 * below the target ("cheap") gets the same weight, every dearer item the same other weight, with
 *   cheap weight = Σ dear prices − target × dear count,   dear weight = target × cheap count − Σ cheap prices.
 * Null when one side is empty (the mean cannot be met).
 */
export function contractWeights(sorted: readonly ContractCandidate[], target: number): number[] | null {
  const cheap = sorted.filter((c) => c.price <= target);
  const dear = sorted.filter((c) => c.price > target);
  if (cheap.length === 0 || dear.length === 0) return null;
  const sum = (list: ContractCandidate[]) => list.reduce((a, c) => a + c.price, 0);
  const cheapWeight = sum(dear) - target * dear.length;
  const dearWeight = target * cheap.length - sum(cheap);
  return sorted.map((c) => (c.price <= target ? cheapWeight : dearWeight));
}

export interface ContractOdds {
  /** Candidates in draw order with their ticket ranges. */
  candidates: ContractCandidate[];
  ranges: TicketRange[];
  range: ContractRange;
  /** Cheapest and dearest possible prize. */
  minPrize: number;
  maxPrize: number;
  /** Expected prize value from the ticket ranges (kopecks, fractional). */
  expectedValue: number;
  /** Chance of a prize dearer than the input, percent with 3 decimals. */
  chanceAbove: number;
}

/**
 * The draw of a contract: the candidates (catalog items priced within the range), their weights and
 * ticket ranges. Null when the catalog cannot meet the return for this total.
 */
export function contractOdds(candidates: readonly ContractCandidate[], total: number, returnBp: number = CONTRACT_RETURN_BP): ContractOdds | null {
  const range = contractRange(total);
  const sorted = sortCandidates(candidates.filter((c) => c.price >= range.min && c.price <= range.max));
  const weights = contractWeights(sorted, contractTarget(total, returnBp));
  if (!weights) return null;
  const ranges = ticketRanges(weights);
  const won = sorted.map((c, i) => ({ c, tickets: Math.max(0, ranges[i]!.to - ranges[i]!.from + 1) })).filter((w) => w.tickets > 0);
  const above = won.filter((w) => w.c.price > total).reduce((a, w) => a + w.tickets, 0);
  return {
    candidates: sorted,
    ranges,
    range,
    minPrize: won[0]!.c.price,
    maxPrize: won[won.length - 1]!.c.price,
    expectedValue: won.reduce((a, w) => a + (w.c.price * w.tickets) / TICKETS, 0),
    chanceAbove: Math.round((above / TICKETS) * 100 * 1000) / 1000,
  };
}

/** The candidate a ticket draws (index into `odds.candidates`). */
export function contractPick(odds: Pick<ContractOdds, 'ranges'>, ticket: number): number {
  return pickByTicket(odds.ranges, ticket);
}

/**
 * Verifies a recorded contract: from the recorded candidates, total and return, the ticket must
 * draw the recorded prize. Returns the drawn candidate (or null if the record cannot be drawn).
 */
export function verifyContract(c: { candidates: readonly ContractCandidate[]; total: number; returnBp: number; ticket: number }): ContractCandidate | null {
  const odds = contractOdds(c.candidates, c.total, c.returnBp);
  if (!odds || c.ticket < 1 || c.ticket > TICKETS) return null;
  return odds.candidates[contractPick(odds, c.ticket)] ?? null;
}
