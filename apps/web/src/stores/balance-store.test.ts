import { BALANCE_DELTA_DISPLAY_MS } from '@tastydrop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBalanceStore } from './balance-store';

beforeEach(() => {
  vi.useFakeTimers();
  useBalanceStore.setState({ values: null, deltas: {} });
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('balance deltas', () => {
  it('shows no delta for the first values', () => {
    useBalanceStore.getState().sync({ money: 10, coins: 5, inventory: 0 });
    expect(useBalanceStore.getState().deltas).toEqual({});
  });

  it('shows each change for 1 s', () => {
    const { sync } = useBalanceStore.getState();
    sync({ money: 10, coins: 5, inventory: 0 });
    sync({ money: 10.3, coins: 2, inventory: 0 });
    const { deltas } = useBalanceStore.getState();
    expect(deltas.money?.amount).toBeCloseTo(0.3);
    expect(deltas.coins?.amount).toBe(-3);
    expect(deltas.inventory).toBeUndefined();
    vi.advanceTimersByTime(BALANCE_DELTA_DISPLAY_MS);
    expect(useBalanceStore.getState().deltas).toEqual({});
  });

  it('keeps a newer delta when an older one expires', () => {
    const { sync } = useBalanceStore.getState();
    sync({ money: 10, coins: 0, inventory: 0 });
    sync({ money: 11, coins: 0, inventory: 0 });
    vi.advanceTimersByTime(BALANCE_DELTA_DISPLAY_MS - 100);
    sync({ money: 15, coins: 0, inventory: 0 });
    vi.advanceTimersByTime(100);
    expect(useBalanceStore.getState().deltas.money?.amount).toBe(4);
  });
});

describe('balance store: a sale settling', () => {
  it('holds the gain of a live sale back and shows it on sell_done, while a loss shows at once', () => {
    const store = useBalanceStore.getState();
    store.sync(null);
    store.sync({ money: 100, coins: 5, inventory: 50 });
    store.holdSaleGains();
    store.sync({ money: 112.5, coins: 3, inventory: 37.5 });
    expect(useBalanceStore.getState().deltas.money).toBeUndefined();
    expect(useBalanceStore.getState().deltas.coins?.amount).toBe(-2);
    useBalanceStore.getState().releaseSaleGains();
    expect(useBalanceStore.getState().deltas.money?.amount).toBe(12.5);
  });
});
