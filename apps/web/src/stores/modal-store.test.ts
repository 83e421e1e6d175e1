import { beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from './modal-store';

describe('sign-in modal', () => {
  beforeEach(() => useModalStore.getState().closeSignIn());

  it('keeps the page an action asked for and hands it out once', () => {
    useModalStore.getState().openSignIn('login', '/battles/create');
    expect(useModalStore.getState().signIn).toBe('login');
    expect(useModalStore.getState().takeReturnTo()).toBe('/battles/create');
    expect(useModalStore.getState().takeReturnTo()).toBeNull();
  });

  it('forgets the page when the modal closes without a sign-in, and when opened without one', () => {
    useModalStore.getState().openSignIn('register', '/battles/create');
    useModalStore.getState().closeSignIn();
    expect(useModalStore.getState().takeReturnTo()).toBeNull();
    useModalStore.getState().openSignIn('login', '/upgrades');
    useModalStore.getState().openSignIn('login');
    expect(useModalStore.getState().takeReturnTo()).toBeNull();
  });
});
