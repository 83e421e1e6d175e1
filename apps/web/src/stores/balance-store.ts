import { BALANCE_DELTA_DISPLAY_MS } from '@tastydrop/domain';
import { create } from 'zustand';

export type BalanceKind = 'money' | 'coins' | 'inventory';
type Balances = Record<BalanceKind, number>;

interface BalanceState {
  values: Balances | null;
  /** Short-lived deltas shown beside each balance for BALANCE_DELTA_DISPLAY_MS. */
  deltas: Partial<Record<BalanceKind, { amount: number; id: number }>>;
  sync: (next: Balances | null) => void;
}

const KINDS: BalanceKind[] = ['money', 'coins', 'inventory'];
let nextId = 1;

// Money values are two-decimal amounts: compare in minor units so float noise shows no delta.
const minor = (value: number) => Math.round(value * 100);

export const useBalanceStore = create<BalanceState>()((set, get) => ({
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
        const change = minor(next[kind]) - minor(prev[kind]);
        if (change === 0) continue;
        const id = nextId++;
        deltas[kind] = { amount: change / 100, id };
        setTimeout(() => {
          if (get().deltas[kind]?.id !== id) return;
          const rest = { ...get().deltas };
          delete rest[kind];
          set({ deltas: rest });
        }, BALANCE_DELTA_DISPLAY_MS);
      }
    }
    set({ values: next, deltas });
  },
}));
