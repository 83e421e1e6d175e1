import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMainPageHtml, type FetchJson } from './main-page-html.js';

const ok = (data: unknown) => ({ status: 200, body: JSON.stringify({ data }) });

function setup(ttlMs: number) {
  let version = 1;
  let title = 'Старт';
  const reads: string[] = [];
  const fetchJson: FetchJson = async (url) => {
    reads.push(url);
    if (url.includes('sections')) return ok([{ title }]);
    if (url.includes('event')) return ok(null);
    return ok({ game: 'dota' });
  };
  const render = vi.fn(async (data: { sections: unknown }) => `<main>${JSON.stringify(data.sections)}</main>`);
  const html = createMainPageHtml(render, fetchJson, () => undefined, { version: async () => version, ttlMs });
  return {
    html,
    reads,
    render,
    publish: (next: string) => {
      title = next;
      version += 1;
    },
    changeQuietly: (next: string) => {
      title = next;
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('the guest main page', () => {
  it('reads its answers once within the freshness window and returns the same page', async () => {
    vi.useFakeTimers();
    const s = setup(1000);
    const first = await s.html();
    const again = await Promise.all([s.html(), s.html(), s.html()]);
    expect(again.every((h) => h === first)).toBe(true);
    expect(s.reads).toHaveLength(3);
    expect(s.render).toHaveBeenCalledTimes(1);
  });

  it('is drawn again at once after a publish, and after the window for other changes', async () => {
    vi.useFakeTimers();
    const s = setup(1000);
    expect(await s.html()).toContain('Старт');
    s.publish('Новый');
    expect(await s.html()).toContain('Новый');
    s.changeQuietly('Событие');
    expect(await s.html()).toContain('Новый');
    vi.advanceTimersByTime(1001);
    expect(await s.html()).toContain('Событие');
  });

  it('asks again on the next request after a page that could not be drawn', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const fetchJson: FetchJson = async (url) => {
      if (fail && url.includes('sections')) return { status: 500, body: '' };
      return url.includes('sections') ? ok([]) : ok({});
    };
    const html = createMainPageHtml(async () => '<main></main>', fetchJson, (e) => errors.push(e), { version: async () => 1, ttlMs: 60_000 });
    expect(await html()).toBeNull();
    fail = false;
    await Promise.resolve();
    expect(await html()).toBe('<main></main>');
    expect(errors).toEqual([]);
  });
});
