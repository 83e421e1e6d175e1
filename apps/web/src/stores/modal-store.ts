import { create } from 'zustand';

export type SignInMode = 'login' | 'register';

interface ModalState {
  /** The sign-in modal: closed (null) or open in a mode. */
  signIn: SignInMode | null;
  sideMenu: boolean;
  openSignIn: (mode?: SignInMode) => void;
  closeSignIn: () => void;
  setSideMenu: (open: boolean) => void;
}

export const useModalStore = create<ModalState>()((set) => ({
  signIn: null,
  sideMenu: false,
  openSignIn: (mode = 'login') => set({ signIn: mode, sideMenu: false }),
  closeSignIn: () => set({ signIn: null }),
  setSideMenu: (open) => set({ sideMenu: open }),
}));
