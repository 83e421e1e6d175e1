/** Component tests: jsdom, the real Russian texts, MSW answering every call; an unhandled call fails the test. */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadPageTexts } from '../lib/i18n';
import { clearFinance } from '../lib/session/finance-store';
import { server } from './msw-server';

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

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadPageTexts();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearFinance();
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
});
afterAll(() => server.close());
