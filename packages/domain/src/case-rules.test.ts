import { describe, expect, it } from 'vitest';
import { caseBadge, effectivePrice, expectedValue, isCaseLocked, isNew, itemsPerOpen, returnToPlayer, type CaseLabelInput } from './case-rules.js';

const base: CaseLabelInput = {
  name: 'plain',
  available: true,
  isOffer: false,
  priceData: { currency: 'GOLD' },
  multifixNumber: null,
  multicastData: null,
  labelData: null,
  everyNOpenFree: null,
};
const label = (type: NonNullable<CaseLabelInput['labelData']>['type']) => ({ type, name: type, color: '#fff', freeOpens: null });

describe('caseBadge', () => {
  it('shows ended first, except for landing, offer and coin cases', () => {
    const ended = { ...base, available: false, multifixNumber: 3 };
    expect(caseBadge(ended)).toEqual({ kind: 'ended' });
    expect(caseBadge({ ...ended, isOffer: true })).toEqual({ kind: 'multifix', value: 3 });
    expect(caseBadge({ ...ended, isLanding: true })).toEqual({ kind: 'multifix', value: 3 });
    expect(caseBadge({ ...ended, priceData: { currency: 'TASTY_COIN' } })).toEqual({ kind: 'multifix', value: 3 });
  });

  it('follows the order multifix, multicast, named, new, free, update, bestseller, cashback, exclusive, custom', () => {
    const all = { ...base, multifixNumber: 2, multicastData: { range: [2, 5] }, name: 'clutch-case', labelData: label('new'), everyNOpenFree: 5 };
    expect(caseBadge(all)).toEqual({ kind: 'multifix', value: 2 });
    expect(caseBadge({ ...all, multifixNumber: null })).toEqual({ kind: 'multicast', from: 2, to: 5 });
    expect(caseBadge({ ...all, multifixNumber: null, multicastData: { range: [3] } })).toEqual({ kind: 'named', text: 'clutch' });
    expect(caseBadge({ ...all, multifixNumber: null, multicastData: null, name: 'x' })).toMatchObject({ kind: 'label', type: 'new' });
    expect(caseBadge({ ...base, everyNOpenFree: 5, labelData: label('bestseller') })).toEqual({ kind: 'free', every: 5 });
    for (const type of ['update', 'bestseller', 'cashback', 'exclusive', 'custom', 'fifty_fifty'] as const) {
      expect(caseBadge({ ...base, labelData: label(type) })).toMatchObject({ kind: 'label', type });
    }
    expect(caseBadge(base)).toBeNull();
  });
});

describe('case rules', () => {
  it('locks by level or flag', () => {
    expect(isCaseLocked({ level: 10, locked: false }, 9)).toBe(true);
    expect(isCaseLocked({ level: 10, locked: false }, 10)).toBe(false);
    expect(isCaseLocked({ level: 0, locked: true }, 50)).toBe(true);
  });

  it('counts 168 hours as new', () => {
    const now = new Date('2026-01-08T00:00:00Z');
    expect(isNew(new Date('2026-01-01T00:00:01Z'), now)).toBe(true);
    expect(isNew(new Date('2026-01-01T00:00:00Z'), now)).toBe(false);
  });

  it('computes expected value, items per open, effective price and RTP', () => {
    const ev = expectedValue([
      { weight: 3, price: 100 },
      { weight: 1, price: 500 },
    ]);
    expect(ev).toBe(200);
    expect(itemsPerOpen({ multifixNumber: 3, multicastRange: null })).toBe(3);
    expect(itemsPerOpen({ multifixNumber: null, multicastRange: [2, 5] })).toBe(3.5);
    expect(effectivePrice(1000, 5)).toBe(800);
    expect(returnToPlayer(ev, 225)).toBe(88.89);
  });
});
