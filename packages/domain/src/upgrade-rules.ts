import { UPGRADE_PRICE_MAX_DIFFERENCE, UPGRADE_SELECTION_CAP } from './constants.js';
import { TICKETS } from './fairness.js';

/**
 * Upgrade maths (docs/decisions/010-upgrades-and-contracts.md). Shared by the
 * server, which decides, and the browser, which shows the chance and verifies past upgrades.
 * Amounts are kopecks; chances are held as tickets out of TICKETS (100000), i.e. percent × 1000.
 */

/** House edge of upgrades in basis points (ours): the chance is the fair chance times (1 − edge). */
export const UPGRADE_HOUSE_EDGE_BP = 1000;
/** The share of the fair chance a player gets, in basis points; `GET /upgrade-rate` reports it as a fraction. */
export const UPGRADE_RATE_BP = 10_000 - UPGRADE_HOUSE_EDGE_BP;
/** The probability is scaled by 100000 with precision 3 (tickets per percent). */
export const UPGRADE_TICKETS_PER_PERCENT = 1000;
export const UPGRADE_CHANCE_PRECISION = 3;
/** The target-to-input factor the page starts with. */
export const UPGRADE_DEFAULT_FACTOR = 1.5;
/** Multiplier presets of the page (ours; the first is the default factor). */
export const UPGRADE_MULTIPLIER_PRESETS = [UPGRADE_DEFAULT_FACTOR, 2, 3, 5, 10, 20] as const;
/** Colour tiers of the chance, in percent. */
export const UPGRADE_CHANCE_TIERS = { middle: 25, high: 60 } as const;
/** At most 15 items go into one upgrade. */
export const UPGRADE_MAX_ITEMS = UPGRADE_SELECTION_CAP;
/** On a loss: the pity item is worth at most this share of the input, in basis points (ours). */
export const UPGRADE_PITY_SHARE_BP = 500;
/** On a loss: one whole coin per this much input, in kopecks (ours: 1 coin per 100 ₽, i.e. 1 %). */
export const UPGRADE_COINS_PER_KOPECKS = 10_000;
/** Coins are held in hundredths, like kopecks. */
const COIN_MINOR = 100;

export type ChanceTier = 'low' | 'middle' | 'high';

/**
 * The winning tickets of an upgrade: input over target times the rate, scaled by 100000 and
 * rounded half up (so the percentage has 3 decimals), clamped to 0…100000. Integer arithmetic only.
 */
export function upgradeChanceTickets(inputTotal: number, targetPrice: number, rateBp: number = UPGRADE_RATE_BP): number {
  if (!(targetPrice > 0) || !(inputTotal > 0)) return 0;
  // tickets = input / target × rate/10000 × 100000 = input × rateBp × 10 / target.
  const numerator = inputTotal * rateBp * 10;
  const tickets = Math.floor((2 * numerator + targetPrice) / (2 * targetPrice));
  return Math.min(TICKETS, Math.max(0, tickets));
}

/** The chance in percent with 3 decimals (clamped 0…100). */
export function upgradeChance(inputTotal: number, targetPrice: number, rateBp: number = UPGRADE_RATE_BP): number {
  return ticketsToPercent(upgradeChanceTickets(inputTotal, targetPrice, rateBp));
}

export function ticketsToPercent(tickets: number): number {
  return Math.round(tickets) / UPGRADE_TICKETS_PER_PERCENT;
}

/** Below 25 % low, 25 to below 60 middle, 60 and up high. */
export function chanceTier(percent: number): ChanceTier {
  const p = Math.min(100, Math.max(0, percent));
  if (p < UPGRADE_CHANCE_TIERS.middle) return 'low';
  if (p < UPGRADE_CHANCE_TIERS.high) return 'middle';
  return 'high';
}

export interface TicketSpan {
  from: number;
  to: number;
}

/**
 * The winning tickets: 1 up to the chance (1000 per percent), or, reversed, from 100000 down
 * by as many. An empty chance gives an empty span (from > to).
 */
export function upgradeWinRange(chanceTickets: number, reversed: boolean): TicketSpan {
  const n = Math.min(TICKETS, Math.max(0, Math.floor(chanceTickets)));
  return reversed ? { from: TICKETS - n + 1, to: TICKETS } : { from: 1, to: n };
}

export function upgradeWins(ticket: number, chanceTickets: number, reversed: boolean): boolean {
  const span = upgradeWinRange(chanceTickets, reversed);
  return ticket >= span.from && ticket <= span.to;
}

/**
 * The price ratio, as a percentage like the probability (target / input × 100),
 * must stay under priceMaxDifference (8000, i.e. the target is under 80 times the input).
 */
export function upgradeRatioAllowed(inputTotal: number, targetPrice: number, maxDifference: number = UPGRADE_PRICE_MAX_DIFFERENCE): boolean {
  return inputTotal > 0 && targetPrice * 100 < maxDifference * inputTotal;
}

/** The smallest input (kopecks) that may go for a target under the ratio rule. */
export function upgradeMinimumInput(targetPrice: number, maxDifference: number = UPGRADE_PRICE_MAX_DIFFERENCE): number {
  return Math.floor((targetPrice * 100) / maxDifference) + 1;
}

/** The dearest target (kopecks) an input may go for under the ratio rule. */
export function upgradeMaximumTarget(inputTotal: number, maxDifference: number = UPGRADE_PRICE_MAX_DIFFERENCE): number {
  return Math.ceil((maxDifference * inputTotal) / 100) - 1;
}

/** The largest price a pity item may have for a lost input (kopecks). */
export function upgradePityCap(inputTotal: number): number {
  return Math.floor((inputTotal * UPGRADE_PITY_SHARE_BP) / 10_000);
}

/** Coins (in hundredths, whole coins only) given for a lost input. */
export function upgradeLossCoins(inputTotal: number): number {
  return Math.floor(Math.max(0, inputTotal) / UPGRADE_COINS_PER_KOPECKS) * COIN_MINOR;
}

/** The target price a multiplier preset asks for (kopecks). */
export function targetPriceFor(inputTotal: number, factor: number): number {
  return Math.round(inputTotal * factor);
}

export interface UpgradeOutcomeInput {
  ticket: number;
  inputTotal: number;
  targetPrice: number;
  rateBp: number;
  reversed: boolean;
}

/** Everything the check page shows about an upgrade, from its recorded inputs and the rolled ticket. */
export function verifyUpgrade(u: UpgradeOutcomeInput): { chanceTickets: number; chance: number; range: TicketSpan; success: boolean } {
  const chanceTickets = upgradeChanceTickets(u.inputTotal, u.targetPrice, u.rateBp);
  return {
    chanceTickets,
    chance: ticketsToPercent(chanceTickets),
    range: upgradeWinRange(chanceTickets, u.reversed),
    success: upgradeWins(u.ticket, chanceTickets, u.reversed),
  };
}
