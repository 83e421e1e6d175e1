import { create } from 'zustand';

interface ActiveLeaderboardState {
  /** The chosen board (`activeItem`); null until the list picks the first. */
  activeId: number | null;
  setActive(id: number): void;
}

/** Which board is active: kept across pages so the header entry and the widget can set it before /top opens. */
export const useActiveLeaderboard = create<ActiveLeaderboardState>((set) => ({
  activeId: null,
  setActive: (id) => set({ activeId: id }),
}));

/** Keeps the current active board if it is still listed, else the first. */
export function pickActive(ids: number[], current: number | null): number | null {
  if (current !== null && ids.includes(current)) return current;
  return ids[0] ?? null;
}
