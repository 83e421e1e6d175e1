import { create } from 'zustand';

export type SignInMode = 'login' | 'register';

interface ModalState {
  /** The sign-in modal: closed (null) or open in a mode. */
  signIn: SignInMode | null;
  /** Where the player goes once signed in through the open modal: the page of the action that asked for it. */
  returnTo: string | null;
  sideMenu: boolean;
  openSignIn: (mode?: SignInMode, returnTo?: string | null) => void;
  closeSignIn: () => void;
  /** The return path, once: reading it clears it. */
  takeReturnTo: () => string | null;
  setSideMenu: (open: boolean) => void;
}

export const useModalStore = create<ModalState>()((set, get) => ({
  signIn: null,
  returnTo: null,
  sideMenu: false,
  openSignIn: (mode = 'login', returnTo = null) => set({ signIn: mode, returnTo, sideMenu: false }),
  closeSignIn: () => set({ signIn: null, returnTo: null }),
  takeReturnTo: () => {
    const { returnTo } = get();
    if (returnTo !== null) set({ returnTo: null });
    return returnTo;
  },
  setSideMenu: (open) => set({ sideMenu: open }),
}));
