/**
 * Runs `task` once the page has loaded and the browser is idle (within `timeout` ms of that): for work the first
 * screen does not wait for, whose code need not be in the first download. Returns a function that cancels it.
 */
export function whenLoadedAndIdle(task: () => void, timeout = 3000): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout });
    else setTimeout(run, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}
