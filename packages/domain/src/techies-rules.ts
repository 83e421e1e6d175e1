import { roll } from './fairness.js';

/**
 * The Techies mines game (docs/decisions/019-techies.md). Shared by the server,
 * which places the mines and pays, and the browser, which shows the multipliers and verifies a finished game.
 * Amounts are kopecks; multipliers are held in hundredths (×1.23 is 123), rounded down.
 */

/** The field is 5 × 5 cells, numbered 0…24 row by row. */
export const TECHIES_SIDE = 5;
export const TECHIES_CELLS = TECHIES_SIDE * TECHIES_SIDE;
/** Mines on the field: at least one, at most all cells but one. */
export const TECHIES_MIN_MINES = 1;
export const TECHIES_MAX_MINES = TECHIES_CELLS - 1;
/** The mine count the page starts with. */
export const TECHIES_DEFAULT_MINES = 3;
/** Mine counts offered as quick picks on the page. */
export const TECHIES_MINE_PRESETS = [1, 3, 5, 10, 24] as const;
/** House edge in basis points (ours): the multiplier is the fair odds times (1 − edge). */
export const TECHIES_HOUSE_EDGE_BP = 300;
/** Stake limits in kopecks (ours): 1 ₽ to 100 000 ₽. */
export const TECHIES_MIN_STAKE = 100;
export const TECHIES_MAX_STAKE = 10_000_000;
/** Multipliers are kept in hundredths. */
export const TECHIES_MULTIPLIER_SCALE = 100;
const BP = 10_000n;

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The most safe cells a field with `mines` mines has. */
export function techiesSafeCells(mines: number): number {
  return TECHIES_CELLS - mines;
}

export function isValidMineCount(mines: number): boolean {
  return Number.isInteger(mines) && mines >= TECHIES_MIN_MINES && mines <= TECHIES_MAX_MINES;
}

/**
 * The multiplier after `safeReveals` safe cells with `mines` mines, in hundredths, rounded down:
 * C(25, k) / C(25 − m, k) × (1 − edge). 100 (×1.00) before the first reveal; 0 when k is impossible.
 */
export function techiesMultiplier(mines: number, safeReveals: number): number {
  if (!isValidMineCount(mines) || !Number.isInteger(safeReveals) || safeReveals < 0 || safeReveals > techiesSafeCells(mines)) return 0;
  if (safeReveals === 0) return TECHIES_MULTIPLIER_SCALE;
  const fairNumerator = binomial(TECHIES_CELLS, safeReveals);
  const fairDenominator = binomial(TECHIES_CELLS - mines, safeReveals);
  const scaled = (fairNumerator * (BP - BigInt(TECHIES_HOUSE_EDGE_BP)) * BigInt(TECHIES_MULTIPLIER_SCALE)) / (fairDenominator * BP);
  return Number(scaled);
}

/** The multiplier of the next safe reveal, or null when every safe cell is already open. */
export function techiesNextMultiplier(mines: number, safeReveals: number): number | null {
  return safeReveals >= techiesSafeCells(mines) ? null : techiesMultiplier(mines, safeReveals + 1);
}

/** What a cash-out pays: the stake times the shown multiplier, in kopecks, rounded down. */
export function techiesPayout(stake: number, multiplier: number): number {
  return Number((BigInt(stake) * BigInt(multiplier)) / BigInt(TECHIES_MULTIPLIER_SCALE));
}

/** The multiplier as a decimal (123 → 1.23) for the wire and the page. */
export function multiplierToDecimal(multiplier: number): number {
  return multiplier / TECHIES_MULTIPLIER_SCALE;
}

/** Every multiplier of a mine count, from the first safe reveal to the last. */
export function techiesMultiplierTable(mines: number): number[] {
  return Array.from({ length: techiesSafeCells(mines) }, (_, i) => techiesMultiplier(mines, i + 1));
}

/**
 * The 25 cells in the order a Fisher–Yates shuffle driven by the player's seeds leaves them: for i from 24
 * down to 1, cell i swaps with cell floor(roll(serverSeed, clientSeed, nonce, cursor) × (i + 1)), the cursor
 * counting 0, 1, 2 … as i goes down.
 */
export function techiesShuffle(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const cells = Array.from({ length: TECHIES_CELLS }, (_, i) => i);
  for (let i = TECHIES_CELLS - 1, cursor = 0; i > 0; i -= 1, cursor += 1) {
    const j = Math.floor(roll(serverSeed, clientSeed, nonce, cursor) * (i + 1));
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  return cells;
}

/** The mined cells of a game: the first `mines` cells of the shuffle, sorted. */
export function techiesMines(serverSeed: string, clientSeed: string, nonce: number, mines: number): number[] {
  if (!isValidMineCount(mines)) throw new Error(`mine count must be ${TECHIES_MIN_MINES}…${TECHIES_MAX_MINES}, got ${mines}`);
  return techiesShuffle(serverSeed, clientSeed, nonce)
    .slice(0, mines)
    .sort((a, b) => a - b);
}

export interface TechiesVerification {
  /** The mines the seeds place. */
  mines: number[];
  /** They are the mines the game was played on. */
  matches: boolean;
}

/** Recomputes a finished game's field from its seeds and compares it with the field the server showed. */
export function verifyTechies(input: { serverSeed: string; clientSeed: string; nonce: number; mineCount: number; mines: readonly number[] }): TechiesVerification {
  const mines = techiesMines(input.serverSeed, input.clientSeed, input.nonce, input.mineCount);
  const shown = [...input.mines].sort((a, b) => a - b);
  return { mines, matches: mines.length === shown.length && mines.every((cell, i) => cell === shown[i]) };
}
