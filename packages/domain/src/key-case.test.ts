import { describe, expect, it } from 'vitest';
import { toCamelKeys, toSnakeKeys } from './key-case.js';

describe('key conversion', () => {
  it('converts nested keys both ways', () => {
    const camel = { userId: 1, finance: { coinBalance: 2, totalAmountItems: 3 }, list: [{ caseName: 'a' }] };
    const snake = { user_id: 1, finance: { coin_balance: 2, total_amount_items: 3 }, list: [{ case_name: 'a' }] };
    expect(toSnakeKeys(camel)).toEqual(snake);
    expect(toCamelKeys(snake)).toEqual(camel);
  });

  it('leaves values, dates and arrays of scalars alone', () => {
    const date = new Date(0);
    expect(toSnakeKeys({ createdAt: date, tags: ['someValue'], text: 'keepCase' })).toEqual({
      created_at: date,
      tags: ['someValue'],
      text: 'keepCase',
    });
  });

  it('round-trips a single capital before a word', () => {
    expect(toSnakeKeys({ everyNOpenFree: 5 })).toEqual({ every_n_open_free: 5 });
    expect(toCamelKeys({ every_n_open_free: 5 })).toEqual({ everyNOpenFree: 5 });
  });

  it('handles digits next to letters', () => {
    expect(toSnakeKeys({ image1: 1, utmSource: 2 })).toEqual({ image1: 1, utm_source: 2 });
    expect(toCamelKeys({ image_1: 1 })).toEqual({ image1: 1 });
  });
});
