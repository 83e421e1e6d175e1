/** Component tests: jsdom, the real Russian texts, MSW answering every call; an unhandled call fails the test. */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { StoreApi } from 'zustand';
import { setAccessToken } from '../lib/api-client';
import { loadPageTexts } from '../lib/i18n';
import { clearFinance } from '../lib/session/finance-store';
import { server } from './msw-server';

// findBy… and waitFor wait up to 5 s, not 1: room for a busy machine (a passing test never waits that long).
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out: scrolling an element into view does nothing there.
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// Nor does it observe sizes: nothing is ever resized there.
globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Nor has it modal dialogs: opening one only marks it open.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};
// Nor does it run the Web Animations API: an animation here is at its end at once.
Element.prototype.animate ??= function animate() {
  const run = {
    currentTime: 0 as number | null,
    onfinish: null as (() => void) | null,
    finished: Promise.resolve(),
    cancel() {},
    play() {},
    pause() {},
    finish() {
      run.onfinish?.();
    },
  };
  return run as unknown as Animation;
};

/**
 * Every zustand store of the app (the files named `*-store.ts`), to put back to its first state after each
 * test: the files of a worker share their modules, so nothing a test left in a store may reach the next file.
 */
const stores = Object.values(import.meta.glob<Record<string, unknown>>('../**/*-store.ts', { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter((value): value is StoreApi<unknown> => typeof value === 'function' && 'getInitialState' in value && 'setState' in value);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadPageTexts();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearFinance();
  for (const store of stores) store.setState(store.getInitialState(), true);
  // The files of a worker share one page (no isolation, for speed): nothing a test signed in or stored outlives it.
  setAccessToken(null);
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
});
afterAll(() => server.close());
