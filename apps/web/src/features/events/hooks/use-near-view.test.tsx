import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { levelObserverOptions, useNearView } from './use-near-view';

describe('lazy battle pass levels', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('observes with a 300 px margin, 150 px below 768 px wide, at threshold 0.1', () => {
    expect(levelObserverOptions(1440, null)).toEqual({ root: null, rootMargin: '300px', threshold: 0.1 });
    expect(levelObserverOptions(767, null)).toEqual({ root: null, rootMargin: '150px', threshold: 0.1 });
  });

  it('turns near once the level intersects its scroller, and stays so', () => {
    let callback: IntersectionObserverCallback = () => undefined;
    const seen: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, options: IntersectionObserverInit) {
          callback = cb;
          seen.push(options);
        }
        observe() {}
        disconnect() {}
      },
    );
    const root = { current: document.createElement('div') };
    const target = { current: document.createElement('div') };
    const { result } = renderHook(() => useNearView(target, root));
    expect(result.current).toBe(false);
    expect(seen[0]?.root).toBe(root.current);
    act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(result.current).toBe(true);
  });
});
