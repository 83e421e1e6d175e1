import { describe, expect, it } from 'vitest';
import { formatAmount, formatCoins, fromWire, toWire } from './money.js';

describe('money conversion', () => {
  it('turns minor units into wire decimals and back', () => {
    expect(toWire(12345)).toBe(123.45);
    expect(toWire(0)).toBe(0);
    expect(fromWire(123.45)).toBe(12345);
    expect(fromWire(0.1 + 0.2)).toBe(30);
    expect(fromWire(1.005)).toBe(101);
  });

  it('round-trips every kopeck amount up to 100 000', () => {
    for (let minor = 0; minor <= 100_000; minor += 7) expect(fromWire(toWire(minor))).toBe(minor);
  });
});

describe('formatAmount', () => {
  it('keeps two decimals below one million', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(12.5)).toBe('12.50');
    expect(formatAmount(999.999)).toBe('1000.00');
  });

  it('groups thousands with no-break spaces only above 9999', () => {
    expect(formatAmount(9999)).toBe('9999.00');
    expect(formatAmount(10000)).toBe('10\u00a0000.00');
    expect(formatAmount(123456.78)).toBe('123\u00a0456.78');
  });

  it('floors amounts of one million or more', () => {
    expect(formatAmount(1_000_000)).toBe('1\u00a0000\u00a0000');
    expect(formatAmount(1_234_567.99)).toBe('1\u00a0234\u00a0567');
  });

  it('keeps the sign', () => {
    expect(formatAmount(-15000)).toBe('-15\u00a0000.00');
  });

  it('groups coins the ru-RU way', () => {
    expect(formatCoins(1234567)).toBe('1\u00a0234\u00a0567');
    expect(formatCoins(12.9)).toBe('12');
  });

  it('writes coins as Intl.NumberFormat does for ru-RU, with no-break spaces', () => {
    const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 12_345_678, 2 ** 31, 987_654_321_012];
    for (const amount of [...amounts, ...amounts.map((a) => -a - 1), 0.5, 1999.99, -0.5, -1000.5]) {
      expect(formatCoins(amount), String(amount)).toBe(intl.format(Math.floor(amount)).replace(/[\u00a0\u202f]/g, '\u00a0'));
    }
  });
});
