import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit } from '../src/modules/wallet/wallet.js';
import { auditCount, consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let fixtures: FixtureCatalog;
let content: ConsoleUser;
let owner: ConsoleUser;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000', ADMIN_RTP_CEILING: '0.95' } });
  fixtures = await seedFixtureCatalog(t.database.db);
  content = await consoleUser(t, 'content');
  owner = await consoleUser(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

const send = (who: ConsoleUser, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const get = (who: ConsoleUser, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

async function audited(action: () => Promise<{ statusCode: number; json: () => { code?: string; data?: unknown } }>) {
  const before = await auditCount(t);
  const res = await action();
  return { status: res.statusCode, code: res.json().code, data: res.json().data, rows: (await auditCount(t)) - before };
}

/** What the main page lists: sections and their cases' slugs, in display order. */
async function mainPage(): Promise<{ slug: string; cases: string[] }[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/case/sections/with-cases' });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { slug: string; cases: { name: string }[] }[]).map((s) => ({ slug: s.slug, cases: s.cases.map((c) => c.name) }));
}

/** A table over the fixture items (50, 150 and 1000 kopecks): expected value 122.5 kopecks. */
const table = () => [
  { itemId: fixtures.itemIds[0]!, chance: 0.7 },
  { itemId: fixtures.itemIds[1]!, chance: 0.25 },
  { itemId: fixtures.itemIds[2]!, chance: 0.05 },
];

describe('catalog order and visibility on the main page', () => {
  it('lists cases in the console order, leaves a hidden case out and answers caseNotFound to opening it', async () => {
    const { basic, limited, coins } = fixtures.cases as Record<string, number>;
    const order = await audited(() => send(content, '/api/admin/catalog/cases/order', { ids: [coins!, limited!, basic!] }));
    expect(order).toMatchObject({ status: 200, rows: 1 });
    const section = (await mainPage()).find((s) => s.slug === 'test')!;
    expect(section.cases.slice(0, 3)).toEqual(['coins', 'limited', 'basic']);

    const hidden = await audited(() => send(content, `/api/admin/catalog/cases/${limited}/visibility`, { hidden: true, reason: 'на доработке' }));
    expect(hidden).toMatchObject({ status: 200, rows: 1 });
    expect((await mainPage()).find((s) => s.slug === 'test')!.cases.slice(0, 2)).toEqual(['coins', 'basic']);
    const player = await registerUser(t.app);
    await credit(t.database.db, { userId: player.userId, currency: 'money', amount: 10_000, reason: 'test' });
    const open = await t.app.inject({ method: 'POST', url: '/api/v1/cases/limited/open', headers: bearer(player.token), payload: {} });
    expect(open.json().code).toBe('caseNotFound');

    const shown = await audited(() => send(content, `/api/admin/catalog/cases/${limited}/visibility`, { hidden: false }));
    expect(shown).toMatchObject({ status: 200, rows: 1 });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/cases/limited/open', headers: bearer(player.token), payload: {} })).statusCode).toBe(200);
    // A list naming an unknown case changes nothing and writes nothing.
    expect(await audited(() => send(content, '/api/admin/catalog/cases/order', { ids: [basic!, 999_999] }))).toMatchObject({ code: 'dataNotFound', rows: 0 });
  });

  it('creates, renames, reorders and hides sections, one audit row each, and the main page follows', async () => {
    const created = await audited(() => send(content, '/api/admin/catalog/sections', { slug: 'ordered', name: 'Новый раздел' }));
    expect(created).toMatchObject({ status: 200, rows: 1 });
    const sectionId = (created.data as { id: number }).id;
    const renamed = await audited(() => send(content, `/api/admin/catalog/sections/${sectionId}`, { slug: 'ordered', name: 'Переименованный' }));
    expect(renamed).toMatchObject({ status: 200, rows: 1 });
    // A section shows on the main page once it holds a case players can open.
    await send(content, `/api/admin/catalog/cases/${fixtures.cases.multifix}`, { slug: 'multifix', name: 'Мультификс', sectionId, price: 3, volatility: 2, multifixNumber: 3 });
    const listed = (await get(content, '/api/admin/catalog/sections')).json().data as { id: number; name: string }[];
    expect(listed.find((s) => s.id === sectionId)?.name).toBe('Переименованный');
    expect((await mainPage()).map((s) => s.slug)).toEqual(['test', 'ordered']);

    const reordered = await audited(() => send(content, '/api/admin/catalog/sections/order', { ids: [sectionId, fixtures.sectionId] }));
    expect(reordered).toMatchObject({ status: 200, rows: 1 });
    expect((await mainPage()).map((s) => s.slug)).toEqual(['ordered', 'test']);

    const hidden = await audited(() => send(content, `/api/admin/catalog/sections/${sectionId}/visibility`, { hidden: true }));
    expect(hidden).toMatchObject({ status: 200, rows: 1 });
    expect((await mainPage()).map((s) => s.slug)).toEqual(['test']);
    expect(((await get(content, '/api/admin/catalog/sections')).json().data as { id: number; status: string }[]).find((s) => s.id === sectionId)?.status).toBe('hidden');
  });

  it('retires an item from new drop tables: a table that holds it republishes, one that adds it is refused', async () => {
    const created = await audited(() => send(content, '/api/admin/catalog/items', { slug: 'retired', name: 'Retired Item', rarity: 'rare', price: 0.5 }));
    const itemId = (created.data as { id: number }).id;
    const heldId = fixtures.itemIds[2]!;
    const hide = await audited(() => send(content, `/api/admin/catalog/items/${heldId}/visibility`, { hidden: true, reason: 'снят с продажи' }));
    expect(hide).toMatchObject({ status: 200, rows: 1 });
    expect((await audited(() => send(content, `/api/admin/catalog/items/${itemId}/visibility`, { hidden: true }))).rows).toBe(1);
    const found = (await get(content, '/api/admin/catalog/items?q=item')).json().data as { id: number; hidden: boolean }[];
    expect(found.find((i) => i.id === heldId)?.hidden).toBe(true);
    expect(found.find((i) => i.id === itemId)?.hidden).toBe(true);

    // The basic case already holds the hidden rare item: its table may be published again.
    const caseId = fixtures.cases.basic!;
    expect((await send(owner, `/api/admin/catalog/cases/${caseId}/publish`, { drops: table(), price: 1.37 })).statusCode).toBe(200);
    const withNew = [{ itemId: fixtures.itemIds[0]!, chance: 0.7 }, { itemId: fixtures.itemIds[1]!, chance: 0.25 }, { itemId, chance: 0.05 }];
    const refused = await audited(() => send(owner, `/api/admin/catalog/cases/${caseId}/publish`, { drops: withNew, price: 1.37 }));
    expect(refused).toMatchObject({ status: 409, code: 'catalog_item_hidden', rows: 0 });

    expect((await audited(() => send(content, `/api/admin/catalog/items/${itemId}/visibility`, { hidden: false }))).rows).toBe(1);
    // The cheaper table (expected value 75 kopecks) at a price that keeps its return inside the band.
    expect((await send(owner, `/api/admin/catalog/cases/${caseId}/publish`, { drops: withNew, price: 0.85 })).statusCode).toBe(200);
    expect((await send(content, '/api/admin/catalog/items/999999/visibility', { hidden: true })).json().code).toBe('invalidItem');
  });
});
