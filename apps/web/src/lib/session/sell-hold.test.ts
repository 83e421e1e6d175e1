import { describe, expect, it } from 'vitest';
import { createSellHold } from './sell-hold';

describe('createSellHold', () => {
  it('passes every change while no sale is settling', () => {
    const hold = createSellHold<'money'>();
    expect(hold.offer('money', 12.5)).toBe(12.5);
    expect(hold.offer('money', -3)).toBe(-3);
  });

  it('holds gains during a sale, lets losses through, and releases the summed gains on sell_done', () => {
    const hold = createSellHold<'money' | 'coins'>();
    hold.hold();
    expect(hold.offer('money', 0.1)).toBeNull();
    expect(hold.offer('money', 0.2)).toBeNull();
    expect(hold.offer('coins', -5)).toBe(-5);
    expect(hold.release()).toEqual({ money: 0.3 });
    expect(hold.holding).toBe(false);
    expect(hold.offer('money', 1)).toBe(1);
    expect(hold.release()).toEqual({});
  });
});
