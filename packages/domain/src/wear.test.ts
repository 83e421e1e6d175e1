import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { exteriorFloatRange, exteriorOfFloat, exteriorOfName, floatFromRoll, rollFloat, FLOAT_CURSOR_OFFSET } from './wear.js';

function referenceRoll(serverSeed: string, clientSeed: string, nonce: number, cursor: number): number {
  const hex = createHmac('sha512', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest('hex');
  return parseInt(hex.slice(0, 13), 16) / 2 ** 52;
}

describe('rollFloat', () => {
  it('maps the roll on cursor 1000 + the item cursor into the range, to 10 decimals', () => {
    const range = { min: 0.15, max: 0.38 };
    const x = referenceRoll('server', 'client', 12, FLOAT_CURSOR_OFFSET + 2);
    const expected = Math.floor((0.15 + x * 0.23) * 1e10) / 1e10;
    expect(rollFloat('server', 'client', 12, 2, range)).toBe(expected);
  });

  it('stays inside the range and in the range exterior for any seeds', () => {
    const range = exteriorFloatRange('MW', { min: 0.1, max: 0.8 })!;
    expect(range).toEqual({ min: 0.1, max: 0.15 });
    for (let nonce = 0; nonce < 2000; nonce += 1) {
      const value = rollFloat('s', 'c', nonce, 0, range);
      expect(value).toBeGreaterThanOrEqual(0.1);
      expect(value).toBeLessThan(0.15);
      expect(exteriorOfFloat(value)).toBe('MW');
    }
  });

  it('keeps the ends of the range: min for a zero roll, below max for the highest roll', () => {
    expect(floatFromRoll(0, { min: 0.07, max: 0.15 })).toBe(0.07);
    expect(floatFromRoll(1 - 2 ** -52, { min: 0.07, max: 0.15 })).toBeLessThan(0.15);
    expect(exteriorOfFloat(floatFromRoll(1 - 2 ** -52, { min: 0.07, max: 0.15 }))).toBe('MW');
  });
});

describe('exteriors', () => {
  it('reads the exterior from the float and from the market name', () => {
    expect(exteriorOfFloat(0)).toBe('FN');
    expect(exteriorOfFloat(0.0699)).toBe('FN');
    expect(exteriorOfFloat(0.07)).toBe('MW');
    expect(exteriorOfFloat(0.44)).toBe('WW');
    expect(exteriorOfFloat(0.99)).toBe('BS');
    expect(exteriorOfName('StatTrak™ AK-47 | Redline (Field-Tested)')).toBe('FT');
    expect(exteriorOfName('★ Karambit | Fade (Factory New)')).toBe('FN');
    expect(exteriorOfName('Sir Bloody Darryl | The Professionals')).toBeNull();
  });

  it('has no range where the skin cannot reach the exterior', () => {
    expect(exteriorFloatRange('BS', { min: 0, max: 0.08 })).toBeNull();
    expect(exteriorFloatRange('FN', { min: 0, max: 0.08 })).toEqual({ min: 0, max: 0.07 });
  });
});
