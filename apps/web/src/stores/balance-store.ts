import { BALANCE_DELTA_DISPLAY_MS, fromWire, toWire } from '@tastydrop/domain';
import { create } from 'zustand';
import { createSellHold } from '../lib/session/sell-hold';

export type BalanceKind = 'money' | 'coins' | 'inventory';
type Balances = Record<BalanceKind, number>;

interface BalanceState {
  values: Balances | null;
  /** Short-lived deltas shown beside each balance for BALANCE_DELTA_DISPLAY_MS. */
  deltas: Partial<Record<BalanceKind, { amount: number; id: number }>>;
  sync: (next: Balances | null) => void;
  /** A live sale began: gains are held back until its sell_done. */
  holdSaleGains: () => void;
  /** The sale is done: the held gains show as deltas. */
  releaseSaleGains: () => void;
}

const KINDS: BalanceKind[] = ['money', 'coins', 'inventory'];
let nextId = 1;

const saleHold = createSellHold<BalanceKind>();

export const useBalanceStore = create<BalanceState>()((set, get) => {
  /** A delta beside one balance, gone after BALANCE_DELTA_DISPLAY_MS unless a newer one replaced it. */
  const showDelta = (kind: BalanceKind, amount: number) => {
    const id = nextId++;
    setTimeout(() => {
      if (get().deltas[kind]?.id !== id) return;
      const rest = { ...get().deltas };
      delete rest[kind];
      set({ deltas: rest });
    }, BALANCE_DELTA_DISPLAY_MS);
    return { amount, id };
  };
  return {
    values: null,
    deltas: {},
    sync: (next) => {
      const prev = get().values;
      if (!next) {
        set({ values: null, deltas: {} });
        return;
      }
      const deltas = { ...get().deltas };
      if (prev) {
        for (const kind of KINDS) {
          // Compared in minor units, so float noise shows no delta.
          const change = fromWire(next[kind]) - fromWire(prev[kind]);
          if (change === 0) continue;
          const shown = saleHold.offer(kind, toWire(change));
          if (shown !== null) deltas[kind] = showDelta(kind, shown);
        }
      }
      set({ values: next, deltas });
    },
    holdSaleGains: () => saleHold.hold(),
    releaseSaleGains: () => {
      const held = saleHold.release();
      const deltas = { ...get().deltas };
      for (const kind of KINDS) if (held[kind]) deltas[kind] = showDelta(kind, held[kind]);
      set({ deltas });
    },
  };
});
