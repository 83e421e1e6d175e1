import { hmac } from '@noble/hashes/hmac.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provable fairness (ARCHITECTURE.md "Fairness"): every random outcome is
 * roll(serverSeed, clientSeed, nonce, cursor) = the first 52 bits of
 * HMAC-SHA512(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`) over 2^52,
 * a float in [0, 1); tickets are floor(x * 100000) + 1.
 */
export const TICKETS = 100_000;
const TWO_POW_52 = 2 ** 52;

/** HMAC-SHA512 of a UTF-8 message under a UTF-8 key, as lowercase hex. */
export type HmacSha512Hex = (key: string, message: string) => string;

/** HMAC-SHA512 in plain JavaScript (@noble/hashes): what the browser's check page runs, and the default. */
export const portableHmacSha512: HmacSha512Hex = (key, message) => bytesToHex(hmac(sha512, utf8ToBytes(key), utf8ToBytes(message)));
let hmacSha512Hex = portableHmacSha512;

/**
 * Lets a server compute the same HMAC with its platform's native code (the browser keeps the portable
 * one). An implementation that disagrees with the portable one on a sample is refused.
 */
export function useHmacSha512(impl: HmacSha512Hex): void {
  const key = 'ключ-key';
  const message = 'client:0:1';
  if (impl(key, message) !== portableHmacSha512(key, message)) throw new Error('this HMAC-SHA512 disagrees with the portable one');
  hmacSha512Hex = impl;
}

/** The HMAC the roll is read from, as hex (shown on the check page). */
export function rollHmac(serverSeed: string, clientSeed: string, nonce: number, cursor = 0): string {
  return hmacSha512Hex(serverSeed, `${clientSeed}:${nonce}:${cursor}`);
}

/** The roll as a float in [0, 1). */
export function roll(serverSeed: string, clientSeed: string, nonce: number, cursor = 0): number {
  const hex = rollHmac(serverSeed, clientSeed, nonce, cursor);
  // 13 hex digits = 52 bits, exactly representable in a double.
  return parseInt(hex.slice(0, 13), 16) / TWO_POW_52;
}

/** The roll as a ticket from 1 to 100000. */
export function rollTicket(serverSeed: string, clientSeed: string, nonce: number, cursor = 0): number {
  return ticketOf(roll(serverSeed, clientSeed, nonce, cursor));
}

export function ticketOf(x: number): number {
  return Math.floor(x * TICKETS) + 1;
}

/** The SHA-256 of a server seed, published before the seed is used. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

export interface TicketRange {
  from: number;
  to: number;
}

/**
 * Splits the 100000 tickets among outcomes in proportion to integer weights.
 * Every outcome with a positive weight gets at least one ticket; ranges are
 * contiguous, in the given order, and cover 1..100000 exactly.
 */
export function ticketRanges(weights: readonly number[]): TicketRange[] {
  const total = weights.reduce((a, w) => a + Math.max(0, w), 0);
  if (total <= 0) throw new Error('ticketRanges needs a positive total weight');
  const positive = weights.filter((w) => w > 0).length;
  if (positive > TICKETS) throw new Error('too many outcomes for the ticket space');
  const ranges: TicketRange[] = [];
  let cumulative = 0;
  let last = 0;
  let remainingPositive = positive;
  for (const w of weights) {
    if (w <= 0) {
      ranges.push({ from: last + 1, to: last });
      continue;
    }
    cumulative += w;
    remainingPositive -= 1;
    let to = Math.round((cumulative / total) * TICKETS);
    to = Math.max(to, last + 1); // at least one ticket
    to = Math.min(to, TICKETS - remainingPositive); // leave one for each later outcome
    ranges.push({ from: last + 1, to });
    last = to;
  }
  return ranges;
}

/** The index of the outcome whose range holds the ticket. */
export function pickByTicket(ranges: readonly TicketRange[], ticket: number): number {
  const index = ranges.findIndex((r) => r.from <= ticket && ticket <= r.to);
  if (index === -1) throw new Error(`ticket ${ticket} is outside every range`);
  return index;
}
