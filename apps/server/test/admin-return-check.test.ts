import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cases, dailyCases, items } from '../src/platform/db/schema/index.js';
import { consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let fixtures: FixtureCatalog;
let owner: ConsoleUser;
let admin: ConsoleUser;
let content: ConsoleUser;
let finance: ConsoleUser;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000', ADMIN_RTP_CEILING: '0.95' } });
  fixtures = await seedFixtureCatalog(t.database.db);
  owner = await consoleUser(t, 'owner');
  admin = await consoleUser(t, 'admin');
  content = await consoleUser(t, 'content');
  finance = await consoleUser(t, 'finance');
});
afterAll(async () => {
  await t.close();
});

const post = (who: ConsoleUser, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const get = (who: ConsoleUser, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const priceOf = async (itemId: number) => (await t.database.db.select({ price: items.price }).from(items).where(eq(items.id, itemId)))[0]!.price;
const casePrice = async (caseId: number) => (await t.database.db.select({ price: cases.price }).from(cases).where(eq(cases.id, caseId)))[0]!.price;

interface Made {
  caseId: number;
  itemIds: number[];
  version: number;
}

/** A case of its own items (name, roubles, chance), published by the owner at `price` roubles. */
async function makeCase(slug: string, rows: [string, number, number][], price: number): Promise<Made> {
  const itemIds: number[] = [];
  for (const [name, roubles] of rows) {
    const res = await post(content, '/api/admin/catalog/items', { slug: `${slug}-${name.toLowerCase()}`, name: `${slug} ${name}`, rarity: 'rare', price: roubles });
    itemIds.push((res.json().data as { id: number }).id);
  }
  const created = await post(content, '/api/admin/catalog/cases', { slug, name: `Кейс ${slug}`, sectionId: fixtures.sectionId, price, volatility: 2 });
  const caseId = (created.json().data as { id: number }).id;
  const drops = rows.map(([, , chance], i) => ({ itemId: itemIds[i]!, chance }));
  const published = await post(owner, `/api/admin/catalog/cases/${caseId}/publish`, { drops, price });
  expect(published.statusCode).toBe(200);
  return { caseId, itemIds, version: (published.json().data as { version: number }).version };
}

const itemInput = (slug: string, name: string, price: number) => ({ slug, name, rarity: 'rare', price });

describe('price zero', () => {
  it('is refused for a paid case, in Russian, and changes nothing', async () => {
    const made = await makeCase('zero-price', [['A', 50, 0.5], ['B', 30, 0.3], ['C', 10, 0.2]], 40);
    const drops = [{ itemId: made.itemIds[0]!, chance: 0.5 }, { itemId: made.itemIds[1]!, chance: 0.3 }, { itemId: made.itemIds[2]!, chance: 0.2 }];
    const res = await post(owner, `/api/admin/catalog/cases/${made.caseId}/publish`, { drops, price: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'catalog_price_zero', msg: 'Платный кейс не может стоить 0: бесплатны только ежедневные кейсы', parameters: { case_id: made.caseId } });
    expect(await casePrice(made.caseId)).toBe(4000);
    const fixtureDrops = [{ itemId: fixtures.itemIds[0]!, chance: 0.7 }, { itemId: fixtures.itemIds[1]!, chance: 0.25 }, { itemId: fixtures.itemIds[2]!, chance: 0.05 }];
    expect((await post(owner, `/api/admin/catalog/cases/${fixtures.cases.basic}/publish`, { drops: fixtureDrops, price: 0 })).json().code).toBe('catalog_price_zero');
  });

  it('stays for a daily case, which never opens as a paid case', async () => {
    const [daily] = await t.database.db
      .insert(cases)
      .values({ game: 'dota', slug: 'daily-test', name: 'Ежедневный', sectionId: fixtures.sectionId, price: 0, available: false, appearance: { image: '/x.svg', colors: ['#111111', '#222222'], accent: '#ff0' }, volatility: 3 })
      .returning({ id: cases.id });
    await t.database.db.insert(dailyCases).values({ caseId: daily!.id, game: 'dota', levelFrom: 900, levelTo: 999 });
    const drops = [{ itemId: fixtures.itemIds[0]!, chance: 0.9 }, { itemId: fixtures.itemIds[1]!, chance: 0.1 }];
    expect((await post(owner, `/api/admin/catalog/cases/${daily!.id}/publish`, { drops })).statusCode).toBe(200);
    const opened = await post(content, `/api/admin/catalog/cases/${daily!.id}`, { slug: 'daily-test', name: 'Ежедневный', sectionId: fixtures.sectionId, price: 0, volatility: 3, available: true });
    expect(opened.json().code).toBe('catalog_price_zero');
  });
});

describe('an item price from a role that cannot publish', () => {
  it('does not go live: it waits for a publisher, who sees the returns it would give; the check refuses it out of range', async () => {
    const made = await makeCase('content-draft', [['A', 59, 0.5], ['B', 30, 0.3], ['C', 10, 0.2]], 45);
    const [a] = made.itemIds;
    const saved = await post(content, `/api/admin/catalog/items/${a}`, itemInput('content-draft-a', 'content-draft A', 5_000));
    expect(saved.statusCode).toBe(200);
    const { approval_id: approvalId } = saved.json().data as { approval_id: number };
    expect(approvalId).toEqual(expect.any(Number));
    expect(await priceOf(a!)).toBe(5_900);

    const pending = (await get(admin, '/api/admin/approvals')).json().data as { id: number; kind: string; subject: { items: { after: number }[]; cases: { case_id: number; rtp_after: number; out_of_range: boolean }[] } }[];
    const draft = pending.find((r) => r.id === approvalId)!;
    expect(draft.kind).toBe('prices');
    expect(draft.subject.items).toEqual([expect.objectContaining({ after: 500_000 })]);
    expect(draft.subject.cases).toEqual([expect.objectContaining({ case_id: made.caseId, out_of_range: true })]);
    expect(draft.subject.cases[0]!.rtp_after).toBeGreaterThan(10);

    // Neither the content account nor finance decides prices; a publisher's approval goes through the one check.
    expect((await post(content, `/api/admin/approvals/${approvalId}`, { approve: true })).statusCode).toBe(403);
    expect((await post(finance, `/api/admin/approvals/${approvalId}`, { approve: true })).statusCode).toBe(403);
    const refused = await post(admin, `/api/admin/approvals/${approvalId}`, { approve: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'catalog_rtp_above_ceiling', msg: 'Возврат игроку выше допустимого потолка: изменение не применено', parameters: { case_id: made.caseId, case_name: 'Кейс content-draft' } });
    expect(await priceOf(a!)).toBe(5_900);
    expect((await post(admin, `/api/admin/approvals/${approvalId}`, { approve: false, reason: 'цена с потолка' })).json().data.status).toBe('rejected');

    // A change inside the band goes live once a publisher approves it.
    const small = (await post(content, `/api/admin/catalog/items/${a}`, itemInput('content-draft-a', 'content-draft A', 60))).json().data as { approval_id: number };
    expect((await post(owner, `/api/admin/approvals/${small.approval_id}`, { approve: true })).json().data.status).toBe('approved');
    expect(await priceOf(a!)).toBe(6_000);
  });

  it('from a publisher goes live at once, unless it moves a case out of range', async () => {
    const made = await makeCase('owner-price', [['A', 59, 0.5], ['B', 30, 0.3], ['C', 10, 0.2]], 45);
    const refused = await post(owner, `/api/admin/catalog/items/${made.itemIds[0]}`, itemInput('owner-price-a', 'owner-price A', 5_000));
    expect(refused.json().code).toBe('catalog_rtp_above_ceiling');
    const low = await post(owner, `/api/admin/catalog/items/${made.itemIds[0]}`, itemInput('owner-price-a', 'owner-price A', 1));
    expect(low.json()).toMatchObject({ code: 'catalog_rtp_below_band', parameters: { case_id: made.caseId } });
    expect(await priceOf(made.itemIds[0]!)).toBe(5_900);
    expect((await post(owner, `/api/admin/catalog/items/${made.itemIds[0]}`, itemInput('owner-price-a', 'owner-price A', 60))).json().data).toEqual({ ok: true, approval_id: null });
    expect(await priceOf(made.itemIds[0]!)).toBe(6_000);
  });
});

describe('price imports', () => {
  it('refuse absurd prices with apply, whoever applies them', async () => {
    const made = await makeCase('import-absurd', [['A', 59, 0.5], ['B', 30, 0.3], ['C', 10, 0.2]], 45);
    const csv = 'market_hash_name,price\nimport-absurd A,100000\n';
    const preview = (await post(owner, '/api/admin/catalog/prices', { format: 'csv', text: csv })).json().data as { cases: { case_id: number; out_of_range: boolean }[] };
    expect(preview.cases).toEqual([expect.objectContaining({ case_id: made.caseId, out_of_range: true })]);

    const applied = await post(owner, '/api/admin/catalog/prices', { format: 'csv', text: csv, apply: true });
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toMatchObject({ code: 'catalog_rtp_above_ceiling', parameters: { case_id: made.caseId } });
    expect(await priceOf(made.itemIds[0]!)).toBe(5_900);

    // Finance cannot publish: the import waits, and the publisher's approval is refused by the same check.
    const drafted = (await post(finance, '/api/admin/catalog/prices', { format: 'csv', text: csv, apply: true })).json().data as { applied: boolean; approval_id: number };
    expect(drafted).toMatchObject({ applied: false, approval_id: expect.any(Number) });
    expect(await priceOf(made.itemIds[0]!)).toBe(5_900);
    expect((await post(admin, `/api/admin/approvals/${drafted.approval_id}`, { approve: true })).json().code).toBe('catalog_rtp_above_ceiling');
    expect(await priceOf(made.itemIds[0]!)).toBe(5_900);
  });

  it('refuse a re-price target outside the band', async () => {
    await makeCase('import-target', [['A', 59, 0.5], ['B', 30, 0.3], ['C', 10, 0.2]], 45);
    const csv = 'market_hash_name,price\nimport-target A,70\n';
    for (const targetRtp of [1.2, 0.5, 0.96]) {
      const res = await post(owner, '/api/admin/catalog/prices', { format: 'csv', text: csv, apply: true, repriceToTarget: true, targetRtp });
      expect(res.statusCode, String(targetRtp)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'catalog_rtp_target_invalid', msg: 'Целевой возврат вне допустимых пределов' });
    }
    const fine = await post(owner, '/api/admin/catalog/prices', { format: 'csv', text: csv, apply: true, repriceToTarget: true, targetRtp: 0.9 });
    expect(fine.json().data).toMatchObject({ applied: true });
  });
});

describe('rollbacks', () => {
  it('go through the same check, with today’s item prices', async () => {
    const made = await makeCase('rollback-check', [['X', 50, 0.5], ['Y', 30, 0.3], ['Z', 10, 0.2]], 40);
    const [x, y, z] = made.itemIds;
    const second = await post(owner, `/api/admin/catalog/cases/${made.caseId}/publish`, { drops: [{ itemId: y, chance: 0.5 }, { itemId: z, chance: 0.5 }], price: 22 });
    expect(second.statusCode).toBe(200);
    // X is in no table in force now: its price moves no case.
    expect((await post(owner, `/api/admin/catalog/items/${x}`, itemInput('rollback-check-x', 'rollback-check X', 5_000))).statusCode).toBe(200);
    const res = await post(owner, `/api/admin/catalog/versions/${made.version}/rollback`, { reason: 'вернуть первую таблицу' });
    expect(res.json()).toMatchObject({ code: 'catalog_rtp_above_ceiling', parameters: { case_id: made.caseId } });
    expect(await casePrice(made.caseId)).toBe(2_200);
  });
});
