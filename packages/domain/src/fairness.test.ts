import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashServerSeed, pickByTicket, roll, rollHmac, rollTicket, ticketRanges, TICKETS, useHmacSha512 } from './fairness.js';
import { rollWithNativeHmac } from './testing/native-hmac.js';

describe('roll', () => {
  it('reads the first 52 bits of HMAC-SHA512(serverSeed, clientSeed:nonce:cursor)', () => {
    const hex = createHmac('sha512', 'server-seed').update('client-seed:7:0').digest('hex');
    expect(rollHmac('server-seed', 'client-seed', 7, 0)).toBe(hex);
    expect(roll('server-seed', 'client-seed', 7, 0)).toBe(parseInt(hex.slice(0, 13), 16) / 2 ** 52);
  });

  it('depends on every input', () => {
    const base = roll('s', 'c', 1, 0);
    expect(roll('s2', 'c', 1, 0)).not.toBe(base);
    expect(roll('s', 'c2', 1, 0)).not.toBe(base);
    expect(roll('s', 'c', 2, 0)).not.toBe(base);
    expect(roll('s', 'c', 1, 1)).not.toBe(base);
  });

  it('hashes the server seed with SHA-256', () => {
    expect(hashServerSeed('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });
});

describe('roll over many nonces', () => {
  rollWithNativeHmac();

  it('gives tickets from 1 to 100000, roughly uniform', () => {
    const buckets = new Array<number>(10).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce += 1) {
      const t = rollTicket('seed', 'client', nonce);
      expect(t).toBeGreaterThanOrEqual(1);
      expect(t).toBeLessThanOrEqual(TICKETS);
      buckets[Math.floor((t - 1) / 10_000)]! += 1;
    }
    // 2000 expected per bucket; 5 sigma is about 212.
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(250);
  });
});

describe('ticketRanges', () => {
  it('covers 1..100000 contiguously in proportion to weights', () => {
    const ranges = ticketRanges([50, 30, 20]);
    expect(ranges).toEqual([
      { from: 1, to: 50_000 },
      { from: 50_001, to: 80_000 },
      { from: 80_001, to: 100_000 },
    ]);
  });

  it('gives every positive weight at least one ticket', () => {
    const ranges = ticketRanges([1_000_000, 1, 1]);
    expect(ranges[1]!.to - ranges[1]!.from + 1).toBeGreaterThanOrEqual(1);
    expect(ranges[2]).toEqual({ from: 100_000, to: 100_000 });
    expect(ranges[0]!.from).toBe(1);
  });

  it('finds the outcome holding a ticket', () => {
    const ranges = ticketRanges([1, 1, 2]);
    expect(pickByTicket(ranges, 1)).toBe(0);
    expect(pickByTicket(ranges, 25_001)).toBe(1);
    expect(pickByTicket(ranges, 100_000)).toBe(2);
    expect(() => pickByTicket(ranges, 0)).toThrow();
  });
});

describe('a native HMAC', () => {
  it('gives the very rolls of the portable one, seeds with any characters included', () => {
    const inputs = Array.from({ length: 200 }, (_, i) => [`сид-${i}-${'x'.repeat(i % 70)}`, `клиент-${i * 7}`, i * 13, i % 5] as const);
    const portable = inputs.map(([s, c, n, k]) => rollHmac(s, c, n, k));
    useHmacSha512((key, message) => createHmac('sha512', key).update(message).digest('hex'));
    expect(inputs.map(([s, c, n, k]) => rollHmac(s, c, n, k))).toEqual(portable);
  });

  it('is refused when it disagrees with the portable one', () => {
    expect(() => useHmacSha512((key, message) => createHmac('sha256', key).update(message).digest('hex'))).toThrow();
    expect(() => useHmacSha512((key, message) => createHmac('sha512', message).update(key).digest('hex'))).toThrow();
  });
});
