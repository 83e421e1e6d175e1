import { create } from 'zustand';

/** The two ways to withdraw: a trade link or a platform login. */
export type SteamWidgetPath = 'trade' | 'login';

interface SteamWidgetState {
  /** The Steam trade/login widget modal: closed (null) or open on a path. */
  path: SteamWidgetPath | null;
  open: (path: SteamWidgetPath) => void;
  close: () => void;
}

/** Global state of the Steam trade/login widget, so any page can ask for the missing data. */
export const useSteamWidgetStore = create<SteamWidgetState>()((set) => ({
  path: null,
  open: (path) => set({ path }),
  close: () => set({ path: null }),
}));
