import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TRADE_PROTECTION_DAYS } from '@tastydrop/domain';
import { ledger, withdrawals } from '../src/platform/db/schema/index.js';
import { createSandboxProvider, type SandboxOutcome } from '../src/modules/withdrawals/sandbox-provider.js';
import { createSteamProvider } from '../src/modules/withdrawals/steam/steam-provider.js';
import { TRADE_OFFER_STATE as S, TRADE_STATUS } from '../src/modules/withdrawals/steam/steam-types.js';
import { OfferRejected, type OfferRequest } from '../src/modules/withdrawals/trade-provider.js';
import { DAY_MS, MAX_OPEN_WITHDRAWALS } from '../src/modules/withdrawals/withdrawal-limits.js';
import { consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { createFakeSteam } from './fakes/steam-trade.js';
import { giveItems, setSteamData, testClock, TRADE_URL, withdrawalWorkers } from './inventory-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let catalog: FixtureCatalog;
let support: ConsoleUser;
const outcomes = new Map<string, SandboxOutcome>();
const clock = testClock();
/** A CS2 site's workers (deliveries stay reversible) and a Dota 2 site's (they do not). */
let cs: ReturnType<typeof withdrawalWorkers>;
let dota: ReturnType<typeof withdrawalWorkers>;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000' } });
  catalog = await seedFixtureCatalog(t.database.db);
  support = await consoleUser(t, 'support');
  const outcome = (request: OfferRequest) => outcomes.get(request.partner) ?? { script: [{ state: 'sent' as const, afterMs: 0 }] };
  cs = withdrawalWorkers(t.database.db, createSandboxProvider({ db: t.database.db, clock: clock.now, outcome, tradeProtection: true }), clock.now, 'cs');
  dota = withdrawalWorkers(t.database.db, createSandboxProvider({ db: t.database.db, clock: clock.now, outcome }), clock.now, 'dota');
});
afterAll(() => t.close());
beforeEach(() => clock.reset());

const ACCEPTED_AFTER_MS = 30_000;

/** A player whose withdrawal is accepted half a minute after it goes out, then rolled back after `reversedAfterMs`. */
async function withdrawnItem(workers: typeof cs, reversedAfterMs: number) {
  const user = await registerUser(t.app);
  const tradeUrl = `https://steamcommunity.com/tradeoffer/new/?partner=${200000 + user.userId}&token=Tp${user.userId}`;
  await setSteamData(t.database.db, user.userId, { tradeUrl });
  outcomes.set(tradeUrl, {
    script: [
      { state: 'sent', afterMs: 0 },
      { state: 'accepted', afterMs: ACCEPTED_AFTER_MS },
      { state: 'reversed', afterMs: reversedAfterMs },
    ],
  });
  const [id] = await giveItems(t.database.db, user.userId, [catalog.itemIds[1]!]);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(user.token), payload: { ids: [id] } });
  expect(res.statusCode).toBe(200);
  await workers.sendAll();
  clock.advance(ACCEPTED_AFTER_MS + 1000);
  await workers.sync();
  return { user, id: id! };
}

async function itemOf(token: string, id: number) {
  const all = (await t.app.inject({ method: 'GET', url: '/api/v1/inventory/get?group=withdrawal', headers: bearer(token) })).json().data;
  return all.items.find((i: { id: number }) => i.id === id) as { status: string; protected_until?: string } | undefined;
}

const withdrawalOf = async (inventoryItemId: number) => (await t.database.db.select().from(withdrawals).where(eq(withdrawals.inventoryItemId, inventoryItemId)))[0]!;
const ledgerRows = async (userId: number) => (await t.database.db.select().from(ledger).where(eq(ledger.userId, userId))).length;
const consoleQueue = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/withdrawals${query}`, headers: support.headers })).json().data.rows as { id: number; status: string }[];

describe('CS2 Trade Protection through the sandbox', () => {
  it('follows an accepted withdrawal and detects its rollback: reversed, the item TRADE_REVERSED, in the console queue, no refund', async () => {
    const { user, id } = await withdrawnItem(cs, 2 * DAY_MS);
    const accepted = await withdrawalOf(id);
    expect(accepted.status).toBe('accepted');
    const end = accepted.protectedUntil!.getTime();
    expect(end - accepted.finishedAt!.getTime()).toBe(TRADE_PROTECTION_DAYS * DAY_MS);
    expect(await itemOf(user.token, id)).toMatchObject({ status: 'STEAM_WITHDRAWN', protected_until: new Date(end).toISOString() });
    const entries = await ledgerRows(user.userId);

    clock.advance(2 * DAY_MS);
    await cs.sync();
    expect(await withdrawalOf(id)).toMatchObject({ status: 'reversed', protectedUntil: new Date(end) });
    const item = await itemOf(user.token, id);
    expect(item?.status).toBe('TRADE_REVERSED');
    expect(item?.protected_until).toBeUndefined();
    const events = cs.realtime.sent.filter((e) => e.userId === user.userId).map((e) => ('status' in e.message ? e.message.status : e.message.event));
    expect(events).toEqual(['send', 'STEAM_WITHDRAWN', 'TRADE_REVERSED']);
    // The player had the item, then lost it: the operator decides, nothing is credited by itself.
    expect(await ledgerRows(user.userId)).toBe(entries);
    const w = await withdrawalOf(id);
    expect(await consoleQueue('?status=reversed')).toEqual(expect.arrayContaining([expect.objectContaining({ id: w.id, status: 'reversed' })]));
    expect((await consoleQueue()).map((r) => r.id)).toContain(w.id);
    expect((await consoleQueue('?status=sent')).map((r) => r.id)).not.toContain(w.id);
    // It waits for the operator, not the player: it holds none of the player's open-withdrawal slots.
    const more = await giveItems(t.database.db, user.userId, Array.from({ length: MAX_OPEN_WITHDRAWALS }, () => catalog.itemIds[0]!));
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(user.token), payload: { ids: more } })).statusCode).toBe(200);
  });

  it('asks about an accepted withdrawal at most every few minutes, and no more once its protection ended', async () => {
    const early = await withdrawnItem(cs, ACCEPTED_AFTER_MS + 60_000);
    // Rolled back a minute after acceptance, but the last look was just now: the next one comes later.
    clock.advance(2 * 60_000);
    await cs.sync();
    expect((await withdrawalOf(early.id)).status).toBe('accepted');
    clock.advance(10 * 60_000);
    await cs.sync();
    expect((await withdrawalOf(early.id)).status).toBe('reversed');

    clock.reset();
    const late = await withdrawnItem(cs, (TRADE_PROTECTION_DAYS + 1) * DAY_MS);
    clock.advance((TRADE_PROTECTION_DAYS + 2) * DAY_MS);
    await cs.sync();
    expect((await withdrawalOf(late.id)).status).toBe('accepted');
    expect(await itemOf(late.user.token, late.id)).toMatchObject({ status: 'STEAM_WITHDRAWN' });
  });

  it('leaves a Dota 2 withdrawal alone: no protection recorded, not followed', async () => {
    const { user, id } = await withdrawnItem(dota, DAY_MS);
    expect(await withdrawalOf(id)).toMatchObject({ status: 'accepted', protectedUntil: null });
    clock.advance(2 * DAY_MS);
    await dota.sync();
    expect((await withdrawalOf(id)).status).toBe('accepted');
    expect(await itemOf(user.token, id)).toMatchObject({ status: 'STEAM_WITHDRAWN' });
    expect((await itemOf(user.token, id))?.protected_until).toBeUndefined();
  });
});

describe('CS2 Trade Protection on Steam (fake trade-offer manager)', () => {
  const request = (over: Partial<OfferRequest> = {}): OfferRequest => ({
    ref: '[td-w-7]',
    securityCode: 'K7QX2M',
    method: 'trade',
    partner: TRADE_URL,
    partnerSteamId: null,
    itemId: 1,
    itemName: 'Mid Item',
    value: 100_00,
    reservedAssets: [],
    ...over,
  });
  const textUntil = { value: '⇆ This item is trade-protected and cannot be consumed, modified, or transferred until Apr 13, 2099 (7:00:00) GMT' };
  const tokenUntil = { value: 'This item is trade-protected until [date]4102444800[/date].' };

  it('does not send an asset its previous owner can still reverse, unless CS_SEND_PROTECTED_ITEMS allows it', async () => {
    const stock = {
      inventory: [{ assetid: '222', market_hash_name: 'Mid Item', owner_descriptions: [textUntil] }],
      protectedInventory: [{ assetid: '444', market_hash_name: 'Mid Item', owner_descriptions: [tokenUntil] }],
      sendStatus: 'sent' as const,
    };
    const strict = createFakeSteam(stock);
    await expect(createSteamProvider({ bots: [strict.bot], appId: 730 }).send(request())).rejects.toEqual(new OfferRejected('unavailable'));
    expect(strict.sent).toHaveLength(0);

    const allowed = createFakeSteam(stock);
    const sent = await createSteamProvider({ bots: [allowed.bot], appId: 730, sendProtectedItems: true }).send(request());
    expect(sent).toMatchObject({ assetId: '222', protectedUntil: new Date(Date.UTC(2099, 3, 13, 7)) });
    const fromProtected = await createSteamProvider({ bots: [allowed.bot], appId: 730, sendProtectedItems: true }).send(request({ ref: '[td-w-8]', reservedAssets: ['222'] }));
    expect(fromProtected).toMatchObject({ assetId: '444', protectedUntil: new Date(4102444800 * 1000) });
    expect(allowed.sent[1]!.assets).toEqual([{ assetid: '444', appid: 730, contextid: '16' }]);

    // A free asset nobody can reverse goes first; it reports no protection of its own.
    const mixed = createFakeSteam({ ...stock, inventory: [...stock.inventory, { assetid: '333', market_hash_name: 'Mid Item' }] });
    expect(await createSteamProvider({ bots: [mixed.bot], appId: 730, sendProtectedItems: true }).send(request())).toMatchObject({ assetId: '333', protectedUntil: null });
  });

  it("reads an accepted offer's rolled-back trade as reversed (CS2 only)", async () => {
    const fake = createFakeSteam({ inventory: [{ assetid: '555', market_hash_name: 'Mid Item' }], sendStatus: 'sent' });
    const provider = createSteamProvider({ bots: [fake.bot], appId: 730 });
    expect(provider.tradeProtection).toBe(true);
    const sent = await provider.send(request());
    fake.setState(sent.offerId, S.Accepted);
    expect(await provider.state(sent)).toBe('accepted');
    fake.setTradeStatus(sent.offerId, TRADE_STATUS.TradeProtectionRollback);
    expect(await provider.state(sent)).toBe('reversed');
    expect(await createSteamProvider({ bots: [fake.bot], appId: 570 }).state(sent)).toBe('accepted');
  });
});
