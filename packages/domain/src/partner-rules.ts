import { percentToBp } from './percent.js';

/**
 * The referral programme and rakeback (docs/decisions/061-partners.md): shares of the expected house edge of play.
 * Amounts accrue in PARTNER_UNITS_PER_KOPECK-ths of a kopeck, so stake (kopecks) × edge (bp) × rate (bp) is a whole
 * number of units and sums are exact; a claim pays whole kopecks and leaves the remainder accrued.
 */

/** Accrual units per kopeck: basis points of basis points. */
export const PARTNER_UNITS_PER_KOPECK = 100_000_000n;
/** A whole (basis points). */
export const FULL_BP = 10_000;

/** A rate that applies from a threshold up (active referred players, or a level), in basis points. */
export interface RateTier {
  from: number;
  rateBp: number;
}

/** Whole kopecks in an amount of units, and the units left over. */
export function unitsToKopecks(units: bigint): { kopecks: number; rest: bigint } {
  if (units <= 0n) return { kopecks: 0, rest: units };
  return { kopecks: Number(units / PARTNER_UNITS_PER_KOPECK), rest: units % PARTNER_UNITS_PER_KOPECK };
}

export function kopecksToUnits(kopecks: number): bigint {
  return BigInt(kopecks) * PARTNER_UNITS_PER_KOPECK;
}

/** The share of one stake that accrues: stake × (1 − return) × rate, in units (never negative: a return above 1 earns nothing). */
export function edgeShareUnits(stake: number, returnBp: number, rateBp: number): bigint {
  const edgeBp = Math.max(0, FULL_BP - returnBp);
  if (stake <= 0 || edgeBp === 0 || rateBp <= 0) return 0n;
  return BigInt(stake) * BigInt(edgeBp) * BigInt(rateBp);
}

/**
 * The referred player's first-deposit bonus: `rateBp` of the deposit, rounded down to a whole kopeck, at most `cap`
 * kopecks (never negative).
 */
export function firstDepositBonusAmount(deposit: number, rateBp: number, cap: number): number {
  if (deposit <= 0 || rateBp <= 0 || cap <= 0) return 0;
  return Math.min(cap, Math.floor((deposit * rateBp) / FULL_BP));
}

/** The rate of the highest tier whose threshold `value` reaches (0 below every tier). */
export function tierRate(tiers: readonly RateTier[], value: number): number {
  return [...tiers].sort((a, b) => a.from - b.from).reduce((rate, t) => (value >= t.from ? t.rateBp : rate), 0);
}

/** Parses `0:5,5:7,20:10` (threshold:percent, percent with up to two decimals) into tiers; null when malformed. */
export function parseRateTiers(text: string): RateTier[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const tiers: RateTier[] = [];
  for (const p of parts) {
    const m = /^(\d+):(\d+(?:\.\d{1,2})?)$/.exec(p);
    if (!m) return null;
    const rateBp = percentToBp(Number(m[2]));
    if (rateBp > FULL_BP) return null;
    tiers.push({ from: Number(m[1]), rateBp });
  }
  return tiers.sort((a, b) => a.from - b.from);
}

/** Referral codes: 4 to 16 Latin letters and digits. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;

/**
 * The form under which codes must differ: case folded and look-alike characters merged (O and 0, I, L and 1,
 * S and 5, B and 8, Z and 2), so no code can pass for another.
 */
export function referralCodeKey(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
    .replace(/S/g, '5')
    .replace(/B/g, '8')
    .replace(/Z/g, '2');
}

/** Words no code may contain, in their folded form (referralCodeKey), so look-alike spellings are caught too. */
const BLOCKED_WORDS = ['HUY', 'HUI', 'XUY', 'XU1', 'PIZD', 'P12D', 'EBAT', 'EBAN', 'EB1', 'BLYAT', 'BLYA', 'BLAT', 'SUKA', 'PIDOR', 'P1D0R', 'MUDAK', 'GAND0N', 'FUCK', 'SH1T', 'CUNT', 'NIGG', 'TASTY', 'ADM1N', 'SUPP0RT', 'M0DER'].map(referralCodeKey);

/** Whether a code is refused for its words (offensive, or passing for the site or its staff). */
export function isBlockedReferralCode(code: string): boolean {
  const key = referralCodeKey(code);
  return BLOCKED_WORDS.some((w) => key.includes(w));
}
