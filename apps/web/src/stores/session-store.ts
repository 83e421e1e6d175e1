import { create } from 'zustand';
import { hasSessionCookie } from '../lib/session/session-cookie';

interface SessionFlagState {
  /**
   * Whether a session is believed to exist: starts from the `tastyLoggedIn` cookie, turns on after a sign-in
   * and off when the session ends, so components and loaders re-evaluate at once.
   */
  flagged: boolean;
  setFlagged: (flagged: boolean) => void;
}

export const useSessionFlag = create<SessionFlagState>()((set) => ({
  flagged: hasSessionCookie(),
  setFlagged: (flagged) => set({ flagged }),
}));

export const isSessionFlagged = (): boolean => useSessionFlag.getState().flagged;
