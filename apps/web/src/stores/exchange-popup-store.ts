import { create } from 'zustand';

interface ExchangePopupState {
  /** The exchange popup: closed (null) or open on one of the player's inventory items. */
  inventoryId: number | null;
  open: (inventoryId: number) => void;
  close: () => void;
}

/** Global state of the exchange popup, so an item anywhere on the site can be offered for a swap in place. */
export const useExchangePopupStore = create<ExchangePopupState>()((set) => ({
  inventoryId: null,
  open: (inventoryId) => set({ inventoryId }),
  close: () => set({ inventoryId: null }),
}));
