import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { withdrawFailures } from '../src/platform/db/schema/index.js';
import { parseSteamBots } from '../src/modules/withdrawals/steam/steam-bots-config.js';
import { createSteamProvider } from '../src/modules/withdrawals/steam/steam-provider.js';
import { TRADE_OFFER_STATE as S } from '../src/modules/withdrawals/steam/steam-types.js';
import { OfferRejected, type OfferRequest } from '../src/modules/withdrawals/trade-provider.js';
import { WITHDRAWAL_TIMER_MS } from '../src/modules/withdrawals/withdrawal-limits.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { createFakeSteam, type FakeSteam } from './fakes/steam-trade.js';
import { giveItems, setSteamData, testClock, TRADE_URL, withdrawalWorkers } from './inventory-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

const request = (over: Partial<OfferRequest> = {}): OfferRequest => ({
  ref: '[td-w-1]',
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

const inventory = [
  { assetid: '111', market_hash_name: 'Cheap Item' },
  { assetid: '222', market_hash_name: 'Mid Item' },
  { assetid: '333', market_hash_name: 'Mid Item' },
];

describe('the Steam provider (fake trade-offer manager)', () => {
  it('sends the item from a bot that has it, with the reference, and confirms it', async () => {
    const empty = createFakeSteam({ accountName: 'empty-bot', inventory: [] });
    const stocked = createFakeSteam({ accountName: 'stocked-bot', inventory });
    const provider = createSteamProvider({ bots: [empty.bot, stocked.bot], appId: 570 });
    const sent = await provider.send(request({ reservedAssets: ['222'] }));
    expect(sent).toEqual({ offerId: stocked.sent[0]!.id, bot: 'stocked-bot', assetId: '333', state: 'sent' });
    const offer = stocked.sent[0]!;
    expect(offer.partner).toBe(TRADE_URL);
    expect(offer.assets).toEqual([{ assetid: '333', appid: 570, contextid: '2' }]);
    expect(offer.message).toContain('[td-w-1]');
    expect(offer.message).toContain('Код проверки: K7QX2M');
    expect(stocked.confirmations).toEqual([{ identitySecret: 'identity-secret-of-bot-one', offerId: offer.id }]);
    expect(await provider.find('[td-w-1]')).toMatchObject({ offerId: offer.id, bot: 'stocked-bot', assetId: '333', state: 'sent' });
    expect(await provider.find('[td-w-12]')).toBeNull();
  });

  it('refuses before sending: partner in escrow, item not in stock, bad trade link, refused by Steam', async () => {
    const held = createFakeSteam({ inventory, escrowDays: 15 });
    await expect(createSteamProvider({ bots: [held.bot], appId: 570 }).send(request())).rejects.toEqual(new OfferRejected('escrow'));
    expect(held.sent).toHaveLength(0);
    const fake = createFakeSteam({ inventory });
    const provider = createSteamProvider({ bots: [fake.bot], appId: 570 });
    await expect(provider.send(request({ itemName: 'Rare Item' }))).rejects.toMatchObject({ code: 'unavailable' });
    await expect(provider.send(request({ reservedAssets: ['222', '333'] }))).rejects.toMatchObject({ code: 'unavailable' });
    await expect(provider.send(request({ partner: 'not a trade url' }))).rejects.toMatchObject({ code: 'invalidLink' });
    await expect(provider.send(request({ method: 'login', partner: 'gaben' }))).rejects.toMatchObject({ code: 'invalidLink' });
    fake.options.sendEresult = 15;
    await expect(provider.send(request())).rejects.toMatchObject({ code: 'invalidLink' });
    fake.options.sendEresult = 16;
    await expect(provider.send(request())).rejects.not.toBeInstanceOf(OfferRejected);
    expect(fake.sent).toHaveLength(0);
  });

  it('sends a login withdrawal to the Steam id of the player', async () => {
    const fake = createFakeSteam({ inventory, sendStatus: 'sent' });
    const provider = createSteamProvider({ bots: [fake.bot], appId: 570 });
    await provider.send(request({ method: 'login', partner: 'gaben', partnerSteamId: '76561198000000001' }));
    expect(fake.sent[0]!.partner).toBe('76561198000000001');
    expect(fake.confirmations).toHaveLength(0);
  });

  it('maps every offer state, and retries a confirmation that failed', async () => {
    const fake = createFakeSteam({ inventory, confirmFails: true });
    const provider = createSteamProvider({ bots: [fake.bot], appId: 570 });
    const sent = await provider.send(request());
    expect(sent.state).toBe('needs_confirmation');
    fake.options.confirmFails = false;
    expect(await provider.state(sent)).toBe('sent');
    const expected: [number, string][] = [
      [S.Active, 'sent'],
      [S.Accepted, 'accepted'],
      [S.Countered, 'declined'],
      [S.Expired, 'expired'],
      [S.Canceled, 'canceled'],
      [S.Declined, 'declined'],
      [S.InvalidItems, 'invalid'],
      [S.Invalid, 'invalid'],
      [S.CanceledBySecondFactor, 'canceled'],
      [S.InEscrow, 'escrow'],
    ];
    for (const [state, mapped] of expected) {
      fake.setState(sent.offerId, state);
      expect(await provider.state(sent), `state ${state}`).toBe(mapped);
    }
    expect(await provider.state({ offerId: sent.offerId, bot: 'no-such-bot' })).toBe('invalid');
  });

  it('cancels only open offers, and answers the state each offer ended in', async () => {
    const fake = createFakeSteam({ inventory, sendStatus: 'sent' });
    const provider = createSteamProvider({ bots: [fake.bot], appId: 570 });
    const first = await provider.send(request());
    fake.setState(first.offerId, S.Accepted);
    expect(await provider.cancel(first)).toBe('accepted');
    expect(fake.sent[0]!.canceled).toBe(false);
    const second = await provider.send(request({ ref: '[td-w-2]', reservedAssets: ['222'] }));
    expect(await provider.cancel(second)).toBe('canceled');
    expect(fake.sent[1]!.canceled).toBe(true);
    // Steam refuses the cancel of an offer accepted a moment before; the offer is read again.
    fake.options.beforeCancel = (offer) => (offer.state = S.Accepted);
    const third = await provider.send(request({ ref: '[td-w-3]' }));
    expect(await provider.cancel(third)).toBe('accepted');
    expect(await provider.cancel({ offerId: third.offerId, bot: 'no-such-bot' })).toBe('invalid');
  });

  it('reads the bots from STEAM_BOTS without echoing secrets', () => {
    expect(parseSteamBots('[{"accountName":"a","password":"p","sharedSecret":"s","identitySecret":"i"}]')).toHaveLength(1);
    expect(() => parseSteamBots('[{"accountName":"a","password":"hunter2"}]')).toThrow(/STEAM_BOTS: 0\.sharedSecret/);
    expect(() => parseSteamBots('[{"accountName":"a","password":"hunter2"}]')).not.toThrow(/hunter2/);
    expect(() => parseSteamBots('not json')).toThrow(/JSON array/);
  });
});

describe('withdrawals through the Steam provider', () => {
  let t: TestApp;
  let catalog: FixtureCatalog;
  let fake: FakeSteam;
  let workers: ReturnType<typeof withdrawalWorkers>;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp({ env: { STEAM_BOTS: '[{"accountName":"bot-one","password":"p","sharedSecret":"s","identitySecret":"i"}]' } });
    catalog = await seedFixtureCatalog(t.database.db);
    fake = createFakeSteam({ inventory });
    workers = withdrawalWorkers(t.database.db, createSteamProvider({ bots: [fake.bot], appId: 570, clock: clock.now }), clock.now);
  });
  afterAll(() => t.close());
  beforeEach(() => clock.reset());

  async function withdrawOne() {
    const user = await registerUser(t.app);
    await setSteamData(t.database.db, user.userId, { tradeUrl: TRADE_URL });
    const [id] = await giveItems(t.database.db, user.userId, [catalog.itemIds[1]!]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(user.token), payload: { ids: [id] } });
    expect(res.json().data.sandbox).toBe(false);
    await workers.sendAll();
    return { user, id: id!, offer: fake.sent.at(-1)! };
  }

  const statusOf = async (token: string, id: number) =>
    ((await t.app.inject({ method: 'GET', url: '/api/v1/inventory/get?group=all', headers: bearer(token) })).json().data.items as { id: number; status: string }[]).find(
      (i) => i.id === id,
    )!.status;

  it('delivers: sent, escrow, accepted → withdrawn, with the offer link', async () => {
    const { user, id, offer } = await withdrawOne();
    expect(await statusOf(user.token, id)).toBe('send');
    const trade = (await t.app.inject({ method: 'GET', url: `/api/v1/inventory/${id}/trade_id`, headers: bearer(user.token) })).json().data;
    expect(trade).toEqual({
      trade_id: offer.id,
      status: 'send',
      offer_url: `https://steamcommunity.com/tradeoffer/${offer.id}/`,
      security_code: expect.stringMatching(/^[A-Z2-9]{6}$/),
    });
    expect(offer.message).toContain(`Код проверки: ${trade.security_code}`);
    fake.setState(offer.id!, S.InEscrow);
    await workers.sync();
    expect(await statusOf(user.token, id)).toBe('accepted');
    fake.setState(offer.id!, S.Accepted);
    await workers.sync();
    expect(await statusOf(user.token, id)).toBe('STEAM_WITHDRAWN');
  });

  it('a declined offer brings the item back with a withdraw-failed record', async () => {
    const { user, id, offer } = await withdrawOne();
    fake.setState(offer.id!, S.Declined);
    await workers.sync();
    expect(await statusOf(user.token, id)).toBe('progress');
    const [failure] = await t.database.db.select().from(withdrawFailures).where(eq(withdrawFailures.inventoryItemId, id));
    expect(failure).toMatchObject({ name: 'Mid Item', price: 150, code: 'declined' });
  });

  it('cancels an offer left open too long', async () => {
    const { user, id, offer } = await withdrawOne();
    clock.advance(WITHDRAWAL_TIMER_MS + 1000);
    await workers.sync();
    expect(offer.canceled).toBe(true);
    expect(await statusOf(user.token, id)).toBe('progress');
  });
});
