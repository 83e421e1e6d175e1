import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoFor } from '../src/modules/shell/seo-table.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { GAME: 'cs', CATALOG_TTL_MS: '0' } });
  await seedFixtureCatalog(t.database.db, 'cs');
}, 60_000);
afterAll(() => t.close());

const seoOf = async (url: string) => (await t.app.inject({ method: 'POST', url: '/api/v1/seo/get', payload: { url } })).json().data as { title: string; description: string };

describe('SEO texts of the CS site', () => {
  it('answers each page with its CS text, not the Dota one', async () => {
    for (const url of ['/', '/upgrades', '/contracts', '/battles', '/faq', '/daily-cases', '/provably-fair/check']) {
      const seo = await seoOf(url);
      expect(seo, url).toEqual(seoFor(url, 'cs'));
      expect(seo, url).not.toEqual(seoFor(url, 'dota'));
      expect(`${seo.title} ${seo.description}`, url).not.toMatch(/Dota/);
    }
    expect((await seoOf('/upgrades')).title).toBe('Апгрейд скинов CS2 — TastyDrop CS');
  });

  it('titles a case page from the case and answers an unknown path with the CS not-found texts', async () => {
    const kase = await seoOf('/open/basic');
    expect(kase.title).toMatch(/CS2: открыть — TastyDrop CS$/);
    expect((await seoOf('/open/no-such-case')).title).toBe('Страница не найдена — TastyDrop CS');
    expect((await seoOf('/no/such/page')).description).toContain('CS2');
  });
});
