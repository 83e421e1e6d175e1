import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { items } from '../src/platform/db/schema/index.js';
import { realImageKey } from '../src/modules/catalog/real-image.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

describe('real image key', () => {
  it('is one per skin, shared by its exteriors and StatTrak™', () => {
    expect(realImageKey('StatTrak™ AK-47 | Redline (Field-Tested)')).toBe('ak-47-redline');
    expect(realImageKey('AK-47 | Redline (Factory New)')).toBe('ak-47-redline');
    expect(realImageKey('★ StatTrak™ Karambit | Fade (Factory New)')).toBe('karambit-fade');
    expect(realImageKey("Nature's Prophet Staff")).toBe('natures-prophet-staff');
  });
});

describe('item pictures', () => {
  let generated: TestApp;
  let real: TestApp;
  beforeAll(async () => {
    generated = await createTestApp({ env: { GAME: 'cs', CATALOG_TTL_MS: '0' } });
    real = await createTestApp({ env: { GAME: 'cs', CATALOG_TTL_MS: '0', ITEM_IMAGE_BASE_URL: 'https://img.example.com/cs/' } });
    for (const t of [generated, real]) {
      const catalog = await seedFixtureCatalog(t.database.db, 'cs');
      await t.database.db.update(items).set({ name: 'StatTrak™ AWP | Asiimov (Battle-Scarred)' }).where(eq(items.id, catalog.itemIds[0]!));
      await t.database.db.update(items).set({ hero: 'Treasure', name: 'Treasure of Fortune' }).where(eq(items.id, catalog.itemIds[1]!));
    }
  }, 60_000);
  afterAll(async () => {
    await generated.close();
    await real.close();
  });

  it('are the generated art without a configured base URL', async () => {
    const res = await generated.app.inject({ method: 'GET', url: '/static/items/cheap.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('>BS<');
  });

  it('redirect to the real picture under the base URL, except the site\'s own packs', async () => {
    const res = await real.app.inject({ method: 'GET', url: '/static/items/cheap.svg' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://img.example.com/cs/awp-asiimov.png');
    for (const file of ['cheap.w192.avif', 'cheap.blur.webp']) {
      const rendering = await real.app.inject({ method: 'GET', url: `/static/items/${file}` });
      expect([rendering.statusCode, rendering.headers.location]).toEqual([302, 'https://img.example.com/cs/awp-asiimov.png']);
    }
    const pack = await real.app.inject({ method: 'GET', url: '/static/items/mid.svg' });
    expect(pack.statusCode).toBe(200);
    expect(pack.headers['content-type']).toContain('image/svg+xml');
    expect((await real.app.inject({ method: 'GET', url: '/static/items/nothing.svg' })).statusCode).toBe(404);
  });
});
