import { describe, expect, it } from 'vitest';
import { canAfford, costOf, freeOpensAmong, maxAffordable, refillFor, shortfall, type OpenPricing } from './open-counts';

const plain: OpenPricing = { price: 15, currency: 'GOLD', everyNOpenFree: null, nextFreeIn: null };

describe('count affordability', () => {
  it('allows the counts the money balance pays, exactly at the limit too', () => {
    const wallet = { balance: 45, coinBalance: 0 };
    expect([1, 2, 3, 4, 5].map((n) => canAfford(n, plain, wallet))).toEqual([true, true, true, false, false]);
    expect(maxAffordable(plain, wallet)).toBe(3);
  });

  it('has no float noise with two-decimal prices', () => {
    const pricing = { ...plain, price: 0.1 };
    expect(canAfford(3, pricing, { balance: 0.3, coinBalance: 0 })).toBe(true);
  });

  it('pays coin cases from the coin balance', () => {
    const coins = { ...plain, currency: 'TASTY_COIN', price: 14 };
    expect(canAfford(1, coins, { balance: 1000, coinBalance: 13 })).toBe(false);
    expect(canAfford(2, coins, { balance: 0, coinBalance: 28 })).toBe(true);
  });

  it('gives nothing to an empty wallet', () => {
    expect(maxAffordable(plain, { balance: 0, coinBalance: 0 })).toBe(0);
  });
});

describe('every-N-free cases', () => {
  it('counts the free opens among the next ones like the server', () => {
    // Server: free = floor(after / N) - floor(before / N); nextFreeIn = N - before % N.
    for (const everyN of [2, 5]) {
      for (let before = 0; before < 12; before += 1) {
        const nextFreeIn = everyN - (before % everyN);
        for (let count = 1; count <= 5; count += 1) {
          const server = Math.floor((before + count) / everyN) - Math.floor(before / everyN);
          expect(freeOpensAmong(count, everyN, nextFreeIn)).toBe(server);
        }
      }
    }
  });

  it('does not charge the free open', () => {
    const pricing: OpenPricing = { price: 18, currency: 'GOLD', everyNOpenFree: 5, nextFreeIn: 1 };
    expect(costOf(1, pricing)).toBe(0);
    expect(costOf(2, pricing)).toBe(1800);
    expect(canAfford(1, pricing, { balance: 0, coinBalance: 0 })).toBe(true);
  });
});

describe('shortfall and the prefilled top-up', () => {
  const pricing = { price: 65, currency: 'GOLD', everyNOpenFree: null, nextFreeIn: null };
  it('is what one open lacks, or 0 when paid', () => {
    expect(shortfall(1, pricing, { balance: 40.5, coinBalance: 0 })).toBe(2450);
    expect(shortfall(1, pricing, { balance: 65, coinBalance: 0 })).toBe(0);
    expect(shortfall(2, pricing, { balance: 100, coinBalance: 0 })).toBe(3000);
    expect(shortfall(1, { ...pricing, currency: 'TASTY_COIN' }, { balance: 1000, coinBalance: 5 })).toBe(6000);
  });
  it('links the top-up with whole roubles rounded up', () => {
    expect(refillFor(2450)).toBe('/refill?amount=25');
    expect(refillFor(100)).toBe('/refill?amount=1');
  });
});
