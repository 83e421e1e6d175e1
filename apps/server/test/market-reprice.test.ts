import { defaultPartnerProgramme } from '../src/modules/partners/programme.js';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decideApproval } from '../src/modules/admin/decide-approval.js';
import { repriceFromMarket, repriceStatus, type RepriceBounds } from '../src/modules/admin/market-reprice.js';
import { auditLog, balanceApprovals, caseDrops, caseSections, cases, catalogVersions, items, marketPrices } from '../src/platform/db/schema/index.js';
import { consoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

// The catalog following the market (decision 054): small moves ignored, moves within the bounds published by the
// site itself as a catalog version, moves beyond them held for a console sign-off, and a case whose value jumps
// hidden from sale until someone looks.

const BOUNDS: RepriceBounds = { minMove: 0.02, maxItemMove: 0.15, maxCasePriceMove: 0.1, breakerMove: 0.3, targetRtp: 0.9 };
const CEILING = 0.95;

let t: TestApp;
let itemIds: number[] = [];
let caseId = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh catalog: three items (10, 50, 200 ₽) in one 33 ₽ case at weights 70/25/5, a return of 89.4 %. */
beforeEach(async () => {
  const db = t.database.db;
  await db.delete(balanceApprovals);
  await db.delete(marketPrices);
  await db.delete(caseDrops);
  await db.delete(cases);
  await db.delete(items);
  const rows = await db
    .insert(items)
    .values([
      { game: 'dota', slug: 'low', name: 'Low', hero: 'Axe', slot: 'weapon', rarity: 'common', price: 1000, image: '/static/items/low.svg' },
      { game: 'dota', slug: 'middle', name: 'Middle', hero: 'Lina', slot: 'head', rarity: 'mythical', price: 5000, image: '/static/items/middle.svg' },
      { game: 'dota', slug: 'high', name: 'High', hero: 'Pudge', slot: 'arms', rarity: 'arcana', price: 20000, image: '/static/items/high.svg' },
    ])
    .returning({ id: items.id });
  itemIds = rows.map((r) => r.id);
  const [section] = await db.select({ id: caseSections.id }).from(caseSections).limit(1);
  const sectionId = section?.id ?? (await seedFixtureCatalog(db)).sectionId;
  const [row] = await db
    .insert(cases)
    .values({ game: 'dota', sectionId, slug: 'market-case', name: 'Рыночный', price: 3300, appearance: { image: '/static/cases/x.svg', colors: ['#111111', '#222222'], accent: '#ff0' } })
    .returning({ id: cases.id });
  caseId = row!.id;
  await db.insert(caseDrops).values([70, 25, 5].map((weight, i) => ({ caseId, itemId: itemIds[i]!, weight, sort: i })));
});

/** The market's robust prices now, in kopecks per item (in the fixture's item order). */
async function market(prices: number[]): Promise<void> {
  await t.database.db.delete(marketPrices);
  await t.database.db.insert(marketPrices).values(prices.map((price, i) => ({ itemId: itemIds[i]!, price, sources: ['skinport' as const], pricedAt: new Date() })));
}

const catalogPrices = async () => (await t.database.db.select({ id: items.id, price: items.price }).from(items).where(inArray(items.id, itemIds)).orderBy(items.id)).map((r) => r.price);
const caseRow = async () => (await t.database.db.select({ price: cases.price, hidden: cases.hidden, tableVersion: cases.tableVersion }).from(cases).where(eq(cases.id, caseId)))[0]!;
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

describe('the catalog following the market', () => {
  it('ignores moves under the minimum and publishes moves within the bounds as a version of its own, audited', async () => {
    await market([1010, 4950, 20100]);
    expect(await repriceFromMarket(t.database.db, 'dota', BOUNDS, CEILING)).toEqual({ kind: 'unchanged' });
    expect(await catalogPrices()).toEqual([1000, 5000, 20000]);

    // +5 %: the return goes from 89.4 % to 93.9 %, still in the band, so the case keeps its price.
    await market([1050, 5250, 21000]);
    const outcome = await repriceFromMarket(t.database.db, 'dota', BOUNDS, CEILING);
    expect(outcome).toMatchObject({ kind: 'published', items: 3, cases: 0, paused: [] });
    expect(await catalogPrices()).toEqual([1050, 5250, 21000]);
    const published = await caseRow();
    expect(published).toMatchObject({ price: 3300, hidden: false });
    // The case's return moved, so its table is published again in a version of the site's own.
    expect(outcome).toMatchObject({ version: published.tableVersion });
    const [version] = await t.database.db.select().from(catalogVersions).where(eq(catalogVersions.id, published.tableVersion!));
    expect(version).toMatchObject({ note: 'market prices', actorId: null });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'catalog.market_reprice', actorId: null, reason: 'market prices' });
    expect(audit.after).toMatchObject({ items: [{ id: itemIds[0], price: 1050 }, { id: itemIds[1], price: 5250 }, { id: itemIds[2], price: 21000 }] });
  });

  it('re-prices a case leaving the band, holds a change beyond the bounds for a sign-off, and a console account puts it live', async () => {
    // +12 %: the return would be 100.1 %; the case's price for a 90 % return is 37 ₽, a 12 % move, past the 10 % bound.
    await market([1120, 5600, 22400]);
    const outcome = await repriceFromMarket(t.database.db, 'dota', BOUNDS, CEILING);
    expect(outcome).toMatchObject({ kind: 'drafted', items: 3, cases: 1, paused: [] });
    expect(await catalogPrices()).toEqual([1000, 5000, 20000]);
    expect(await caseRow()).toMatchObject({ price: 3300, hidden: false });
    const [approval] = await t.database.db.select().from(balanceApprovals).where(and(eq(balanceApprovals.kind, 'prices'), isNull(balanceApprovals.requestedBy)));
    expect(approval).toMatchObject({ status: 'pending', reason: 'market prices: 3 items, 1 cases re-priced' });
    expect(approval!.subject).toMatchObject({ casePrices: [{ caseId, price: 3700 }] });
    expect(await lastAudit()).toMatchObject({ action: 'catalog.market_reprice_draft', actorId: null, target: `approval:${approval!.id}` });

    // While it waits, the next pull drafts nothing new.
    expect(await repriceFromMarket(t.database.db, 'dota', BOUNDS, CEILING)).toEqual({ kind: 'awaiting_signoff', approvalId: approval!.id });

    const owner = await consoleUser(t, 'owner', { enrol: false });
    await decideApproval(t.database.db, { userId: owner.userId, role: 'owner', sessionId: 0, ip: '127.0.0.1' }, approval!.id, true, null, { rtpCeiling: CEILING, programme: defaultPartnerProgramme() });
    expect(await catalogPrices()).toEqual([1120, 5600, 22400]);
    const live = await caseRow();
    expect(live.price).toBe(3700);
    const [version] = await t.database.db.select().from(catalogVersions).where(eq(catalogVersions.id, live.tableVersion!));
    expect(version!.tables[String(caseId)]!.price).toBe(3700);
  });

  it('tells the console its bounds and its last change', async () => {
    await market([1050, 5250, 21000]);
    await repriceFromMarket(t.database.db, 'dota', BOUNDS, CEILING);
    const status = await repriceStatus(t.database.db, true, BOUNDS);
    expect(status).toMatchObject({ enabled: true, ...BOUNDS, last: { published: true } });
    expect(status.last!.target).toMatch(/^catalog_version:\d+$/);
  });

  it('hides a case whose value jumps past the breaker until an operator shows it again', async () => {
    // The rarest item doubles: the case's expected value moves 34 %.
    await market([1000, 5000, 40000]);
    const outcome = await repriceFromMarket(t.database.db, 'dota', BOUNDS, CEILING);
    expect(outcome).toMatchObject({ kind: 'drafted', paused: [caseId] });
    expect(await caseRow()).toMatchObject({ price: 3300, hidden: true });
    expect((await lastAudit()).after).toMatchObject({ paused: [caseId] });
  });
});
