import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { dropTableStats } from '@tastydrop/domain';
import { catalogVersions, openings, users } from '../src/platform/db/schema/index.js';
import { createCaseCatalog } from '../src/modules/cases/case-catalog.js';
import { openCaseChecked } from '../src/modules/cases/open-case.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { auditCount, consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let fixtures: FixtureCatalog;
let owner: ConsoleUser;
let content: ConsoleUser;
let finance: ConsoleUser;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000', ADMIN_RTP_CEILING: '0.95' } });
  fixtures = await seedFixtureCatalog(t.database.db);
  owner = await consoleUser(t, 'owner');
  content = await consoleUser(t, 'content');
  finance = await consoleUser(t, 'finance');
});
afterAll(async () => {
  await t.close();
});

const send = (who: ConsoleUser, method: 'POST', url: string, payload: object = {}) => t.app.inject({ method, url, headers: who.headers, payload });
const get = (who: ConsoleUser, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

async function audited<R>(action: () => Promise<R>) {
  const before = await auditCount(t);
  const res = await action();
  return { res, rows: (await auditCount(t)) - before };
}

/** A table over the fixture items (50, 150 and 1000 kopecks): expected value 122.5 kopecks. */
const table = () => [
  { itemId: fixtures.itemIds[0]!, chance: 0.7 },
  { itemId: fixtures.itemIds[1]!, chance: 0.25 },
  { itemId: fixtures.itemIds[2]!, chance: 0.05 },
];

async function funded(): Promise<{ token: string; userId: number }> {
  const player = await registerUser(t.app);
  await credit(t.database.db, { userId: player.userId, currency: 'money', amount: 100_000, reason: 'test' });
  return player;
}

const lastOpening = async (userId: number) =>
  (await t.database.db.select().from(openings).where(eq(openings.userId, userId))).sort((a, b) => b.id - a.id)[0]!;

describe('catalog editing', () => {
  it('creates a case that players do not see until its table is published, then edits, hides and reorders it', async () => {
    const input = { slug: 'console-new', name: 'Новый кейс', sectionId: fixtures.sectionId, price: 1.37, volatility: 2 };
    const created = await audited(() => send(content, 'POST', '/api/admin/catalog/cases', input));
    expect(created.res.statusCode).toBe(200);
    expect(created.rows).toBe(1);
    const id = (created.res.json().data as { id: number }).id;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cases/console-new' })).statusCode).toBe(404);
    expect((await send(content, 'POST', '/api/admin/catalog/cases', input)).json().code).toBe('catalog_slug_taken');

    // Content edits; publishing is for the owner and admins.
    expect((await send(content, 'POST', `/api/admin/catalog/cases/${id}/publish`, { drops: table() })).statusCode).toBe(403);
    const published = await audited(() => send(owner, 'POST', `/api/admin/catalog/cases/${id}/publish`, { drops: table(), note: 'первая версия' }));
    expect(published.res.statusCode).toBe(200);
    expect(published.rows).toBe(1);
    expect((published.res.json().data as { rtp: number }).rtp).toBeCloseTo(122.5 / 137, 6);
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/cases/console-new' });
    expect(page.statusCode).toBe(200);

    const edited = await audited(() => send(content, 'POST', `/api/admin/catalog/cases/${id}`, { ...input, name: 'Переименован', price: 0.01 }));
    expect(edited.rows).toBe(1);
    const details = (await get(content, `/api/admin/catalog/cases/${id}`)).json().data as { case: { name: string; price: number }; drops: { chance: number }[]; version: number };
    // The price changes only through a publish.
    expect(details.case).toMatchObject({ name: 'Переименован', price: 137 });
    expect(details.drops.map((d) => d.chance)).toEqual([0.05, 0.25, 0.7]);

    const hidden = await audited(() => send(content, 'POST', `/api/admin/catalog/cases/${id}/visibility`, { hidden: true, reason: 'на доработке' }));
    expect(hidden.rows).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cases/console-new' })).statusCode).toBe(404);
    await send(content, 'POST', `/api/admin/catalog/cases/${id}/visibility`, { hidden: false });

    const order = [id, fixtures.cases.basic!];
    expect((await audited(() => send(content, 'POST', '/api/admin/catalog/cases/order', { ids: order }))).rows).toBe(1);
    const listed = (await get(content, '/api/admin/catalog/cases')).json().data as { id: number }[];
    expect(listed.slice(0, 2).map((c) => c.id)).toEqual(order);
  });

  it("shows on the case's page the volatility its published table measures in the editor, following each publish", async () => {
    const input = { slug: 'console-volatility', name: 'Волатильный', sectionId: fixtures.sectionId, price: 1.37 };
    const id = ((await send(content, 'POST', '/api/admin/catalog/cases', input)).json().data as { id: number }).id;
    const prices = [50, 150, 1000];
    const measured = (drops: { chance: number }[], price: number) =>
      dropTableStats(drops.map((d, i) => ({ price: prices[i]!, chance: d.chance })), { price, everyNOpenFree: null, itemsPerOpen: 1 }, 0.9).volatility;
    const shown = async () => ({
      page: ((await t.app.inject({ method: 'GET', url: '/api/v1/cases/console-volatility' })).json().data as { volatility: number }).volatility,
      editor: ((await get(content, `/api/admin/catalog/cases/${id}`)).json().data as { case: { volatility: number } }).case.volatility,
      list: ((await get(content, '/api/admin/catalog/cases')).json().data as { id: number; volatility: number }[]).find((c) => c.id === id)!.volatility,
    });

    expect((await send(owner, 'POST', `/api/admin/catalog/cases/${id}/publish`, { drops: table() })).statusCode).toBe(200);
    const first = measured(table(), 137);
    expect(await shown()).toEqual({ page: first, editor: first, list: first });

    // A big prize at 5 % over mostly cheap items spreads the results further: the page follows the new table.
    const steep = [
      { itemId: fixtures.itemIds[0]!, chance: 0.94 },
      { itemId: fixtures.itemIds[1]!, chance: 0.01 },
      { itemId: fixtures.itemIds[2]!, chance: 0.05 },
    ];
    expect((await send(owner, 'POST', `/api/admin/catalog/cases/${id}/publish`, { drops: steep, price: 1.1 })).statusCode).toBe(200);
    const second = measured(steep, 110);
    expect(second).toBeGreaterThan(first);
    expect(await shown()).toEqual({ page: second, editor: second, list: second });    // Back to the first table, which the price tests below can re-price inside the band.
    expect((await send(owner, 'POST', `/api/admin/catalog/cases/${id}/publish`, { drops: table(), price: 1.37 })).statusCode).toBe(200);
    expect((await shown()).page).toBe(first);
  });

  it('creates and edits sections and items, each with one audit row', async () => {
    const section = await audited(() => send(content, 'POST', '/api/admin/catalog/sections', { slug: 'console-section', name: 'Раздел' }));
    expect(section.rows).toBe(1);
    const sectionId = (section.res.json().data as { id: number }).id;
    expect((await audited(() => send(content, 'POST', `/api/admin/catalog/sections/${sectionId}`, { slug: 'console-section', name: 'Раздел 2' }))).rows).toBe(1);
    expect((await audited(() => send(content, 'POST', `/api/admin/catalog/sections/${sectionId}/visibility`, { hidden: true }))).rows).toBe(1);
    const item = await audited(() => send(content, 'POST', '/api/admin/catalog/items', { slug: 'console-item', name: 'Console Item', rarity: 'rare', price: 12.5 }));
    expect(item.rows).toBe(1);
    const itemId = (item.res.json().data as { id: number }).id;
    // Content cannot publish: the new name is saved, the new price waits for an account that may publish.
    const edited = await audited(() => send(content, 'POST', `/api/admin/catalog/items/${itemId}`, { slug: 'console-item', name: 'Console Item 2', rarity: 'rare', price: 13 }));
    expect(edited.rows).toBe(1);
    expect(edited.res.json().data.approval_id).toEqual(expect.any(Number));
    const found = (await get(content, '/api/admin/catalog/items?q=console')).json().data as { id: number; price: number }[];
    expect(found).toEqual([expect.objectContaining({ id: itemId, name: 'Console Item 2', price: 1250 })]);
    expect((await audited(() => send(owner, 'POST', `/api/admin/catalog/items/${itemId}`, { slug: 'console-item', name: 'Console Item 2', rarity: 'rare', price: 13 }))).res.json().data).toEqual({ ok: true, approval_id: null });
    expect((await get(content, '/api/admin/catalog/items?q=console')).json().data[0].price).toBe(1300);
  });
});

describe('publishing', () => {
  it('refuses chances that do not add up to one and a return above the ceiling, writing nothing', async () => {
    const id = fixtures.cases.multicast!;
    const uneven = await audited(() => send(owner, 'POST', `/api/admin/catalog/cases/${fixtures.cases.basic}/publish`, { drops: table().slice(1) }));
    expect(uneven.res.json().code).toBe('catalog_chances_invalid');
    expect(uneven.rows).toBe(0);
    const rich = await audited(() => send(owner, 'POST', `/api/admin/catalog/cases/${fixtures.cases.basic}/publish`, { drops: table(), price: 1 }));
    expect(rich.res.statusCode).toBe(409);
    expect(rich.res.json().code).toBe('catalog_rtp_above_ceiling');
    expect(rich.rows).toBe(0);
    expect((await send(owner, 'POST', `/api/admin/catalog/cases/${id}/publish`, { drops: [...table(), { itemId: 999_999, chance: 0 }] })).statusCode).toBe(400);
  });
});

describe('catalog versions', () => {
  it('refuses an open still holding the old version, names the version on every opening, checks it later and rolls back', async () => {
    const slug = 'basic';
    const caseId = fixtures.cases[slug]!;
    const first = (await send(owner, 'POST', `/api/admin/catalog/cases/${caseId}/publish`, { drops: table(), price: 1.37 })).json().data as { version: number };
    const player = await funded();
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/cases/${slug}/open`, headers: bearer(player.token), payload: {} })).statusCode).toBe(200);
    const old = await lastOpening(player.userId);
    expect(old).toMatchObject({ catalogVersion: first.version, pricePaid: 137 });

    // An open holding the catalog as it was before the next publish.
    const inFlight = createCaseCatalog(t.database.db, 'dota', 3_600_000);
    const before = (await inFlight.get(slug))!;
    expect(before.catalogVersion).toBe(first.version);

    // Only the cheapest item from now on.
    const onlyCheap = [
      { itemId: fixtures.itemIds[0]!, chance: 1 },
    ];
    const second = (await send(owner, 'POST', `/api/admin/catalog/cases/${caseId}/publish`, { drops: onlyCheap, price: 0.6 })).json().data as { version: number; rtp: number };
    expect(second.version).toBeGreaterThan(first.version);

    // Its table, price and version are no longer the case's: refused in the open's transaction, nothing charged or written.
    const balanceOf = async () => (await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, player.userId)))[0]!.balance;
    const balance = await balanceOf();
    await expect(openCaseChecked(t.database.db, player.userId, before, 1)).rejects.toMatchObject({ code: 'case_changed', status: 409 });
    expect(await balanceOf()).toBe(balance);
    expect((await lastOpening(player.userId)).id).toBe(old.id);

    const open = await t.app.inject({ method: 'POST', url: `/api/v1/cases/${slug}/open`, headers: bearer(player.token), payload: {} });
    expect(open.statusCode).toBe(200);
    const fresh = await lastOpening(player.userId);
    expect(fresh).toMatchObject({ catalogVersion: second.version, pricePaid: 60, itemId: fixtures.itemIds[0] });

    // The fairness check recomputes each opening against its own version's table.
    for (const o of [old, fresh]) {
      const check = (await get(owner, `/api/admin/openings/${o.id}/check`)).json().data;
      expect(check).toEqual({ opening_id: o.id, catalog_version: o.catalogVersion, ticket: o.ticket, ticket_matches: true, item_id: o.itemId, item_matches: true });
    }

    // Roll back to the first version in one action: a new version holding its tables.
    expect((await send(content, 'POST', `/api/admin/catalog/versions/${first.version}/rollback`, { reason: 'вернуть как было' })).statusCode).toBe(403);
    const rolled = await audited(() => send(owner, 'POST', `/api/admin/catalog/versions/${first.version}/rollback`, { reason: 'вернуть как было' }));
    expect(rolled.rows).toBe(1);
    const third = (rolled.res.json().data as { version: number }).version;
    expect(third).toBeGreaterThan(second.version);
    expect((await send(owner, 'POST', `/api/admin/catalog/versions/${third}/rollback`, { reason: 'ещё раз' })).json().code).toBe('catalog_version_live');
    const details = (await get(owner, `/api/admin/catalog/cases/${caseId}`)).json().data as { case: { price: number }; drops: { chance: number }[]; version: number };
    expect(details).toMatchObject({ version: third, case: { price: 137 } });
    expect(details.drops).toHaveLength(3);
    const versions = (await get(owner, '/api/admin/catalog/versions')).json().data as { id: number; rolled_back_from: number | null }[];
    expect(versions[0]).toMatchObject({ id: third, rolled_back_from: first.version });

    await t.app.inject({ method: 'POST', url: `/api/v1/cases/${slug}/open`, headers: bearer(player.token), payload: {} });
    expect((await lastOpening(player.userId)).catalogVersion).toBe(third);
  });
});

describe('concurrent publishes', () => {
  it('serialise: each builds on the other, so no published table is lost', async () => {
    // Prices that keep each return inside the band (every third open of the first case is free).
    const prices = { [fixtures.cases['free-every-3']!]: 2, [fixtures.cases.coins!]: 1.4, [fixtures.cases.limited!]: 1.45 };
    const ids = Object.keys(prices).map(Number);
    const results = await Promise.all(ids.map((id) => send(owner, 'POST', `/api/admin/catalog/cases/${id}/publish`, { drops: table(), price: prices[id] })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const live = (await t.database.db.select().from(catalogVersions).orderBy(desc(catalogVersions.id)).limit(1))[0]!;
    for (const id of ids) expect(live.tables[String(id)]).toMatchObject({ price: Math.round(prices[id]! * 100) });
  });

  it('keeps every published version as it was: the database refuses to change or delete one', async () => {
    const [live] = await t.database.db.select().from(catalogVersions).orderBy(desc(catalogVersions.id)).limit(1);
    await expect(t.database.db.update(catalogVersions).set({ note: 'changed' }).where(eq(catalogVersions.id, live!.id))).rejects.toThrow();
    await expect(t.database.db.delete(catalogVersions).where(eq(catalogVersions.id, live!.id))).rejects.toThrow();
    const [after] = await t.database.db.select().from(catalogVersions).where(eq(catalogVersions.id, live!.id));
    expect(after).toEqual(live);
  });
});

describe('prices', () => {
  it('previews an export without changing anything, then applies it and re-prices the cases to the target', async () => {
    const caseId = fixtures.cases['level-20']!;
    const csv = 'market_hash_name,price\nRare Item,20\nNobody Knows,5\n';
    const preview = await audited(() => send(finance, 'POST', '/api/admin/catalog/prices', { format: 'csv', text: csv }));
    expect(preview.rows).toBe(0);
    const data = preview.res.json().data as { applied: boolean; changes: { before: number; after: number }[]; unmatched: string[]; cases: { case_id: number; out_of_range: boolean }[] };
    expect(data).toMatchObject({ applied: false, changes: [{ before: 1000, after: 2000 }], unmatched: ['Nobody Knows'] });
    expect(data.cases.find((c) => c.case_id === caseId)).toMatchObject({ out_of_range: true });
    expect((await get(content, '/api/admin/catalog/items?q=rare')).json().data[0].price).toBe(1000);

    // Finance cannot publish: its import waits for an account that can, and changes nothing meanwhile.
    const drafted = await audited(() => send(finance, 'POST', '/api/admin/catalog/prices', { format: 'csv', text: csv, apply: true, repriceToTarget: true, targetRtp: 0.9 }));
    expect(drafted.rows).toBe(1);
    const draft = drafted.res.json().data as { applied: boolean; approval_id: number; cases: { case_id: number; rtp_after: number; price_after: number; out_of_range: boolean }[] };
    expect(draft).toMatchObject({ applied: false, approval_id: expect.any(Number) });
    expect((await get(content, '/api/admin/catalog/items?q=rare')).json().data[0].price).toBe(1000);
    const approved = await audited(() => send(owner, 'POST', `/api/admin/approvals/${draft.approval_id}`, { approve: true }));
    expect(approved.res.json().data).toMatchObject({ status: 'approved' });
    expect(approved.rows).toBe(1);
    const result = { ...draft, version: (await t.database.db.select().from(catalogVersions).orderBy(desc(catalogVersions.id)).limit(1))[0]!.id };
    expect(result.version).toBeGreaterThan(0);
    const moved = result.cases.find((c) => c.case_id === caseId)!;
    expect(moved.out_of_range).toBe(false);
    expect(moved.rtp_after).toBeLessThanOrEqual(0.9);
    expect((await get(content, '/api/admin/catalog/items?q=rare')).json().data[0].price).toBe(2000);
    expect((await get(owner, `/api/admin/catalog/cases/${caseId}`)).json().data.case.price).toBe(moved.price_after);
  });
});

describe('return monitor and public statistics', () => {
  it('shows configured against realised returns with intervals, and the public page lists realised returns', async () => {
    const player = await funded();
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'POST', url: '/api/v1/cases/multifix/open', headers: bearer(player.token), payload: {} });
    const monitor = (await get(finance, '/api/admin/monitor')).json().data as {
      cases: { slug: string; configured_rtp: number; windows: { window: number | 'all'; opens: number; realised_rtp: number | null; outside: boolean }[]; alert: boolean }[];
      failed_jobs: unknown[];
      feed_lag: { rows: number };
      battles: { flagged: number };
    };
    const multifix = monitor.cases.find((c) => c.slug === 'multifix')!;
    expect(multifix.windows.map((w) => w.window)).toEqual([1000, 10000, 'all']);
    expect(multifix.windows[2]).toMatchObject({ opens: 9, outside: false });
    expect(multifix.windows[2]!.realised_rtp).toBeGreaterThan(0);
    expect(monitor.battles.flagged).toBe(0);
    expect((await get(content, '/api/admin/monitor')).statusCode).toBe(403);

    const stats = await t.app.inject({ method: 'GET', url: '/api/v1/stats/cases' });
    expect(stats.statusCode).toBe(200);
    const row = (stats.json().data as { slug: string; opens: number; realised_rtp: number | null }[]).find((c) => c.slug === 'multifix')!;
    expect(row.opens).toBe(9);
    expect(row.realised_rtp).toBeGreaterThan(0);
  });
});
