import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contractOdds, fromWire, rollTicket, verifyContract } from '@tastydrop/domain';
import { contracts, inventoryItems } from '../src/platform/db/schema/index.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';
import { FIXTURE_PRICES, giveItems, nextTicket, seedUpgradeCatalog, serverSeedOf, statusesOf } from './upgrades-fixtures.js';

let t: TestApp;
let idOf: Map<number, number>;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000' } });
  idOf = await seedUpgradeCatalog(t.database.db);
});
afterAll(() => t.close());

async function player(prices: number[]) {
  const user = await registerUser(t.app);
  // Prices of owned items are fixed at the drop, so any price can stand for any catalog item.
  const ids = await giveItems(t.database.db, user.userId, prices.map((price) => ({ itemId: idOf.get(1_000)!, price })));
  return { ...user, ids };
}

function sign(token: string, items: number[]) {
  return t.app.inject({ method: 'POST', url: '/api/v1/contracts', headers: bearer(token), payload: { items } });
}

const catalog = () => FIXTURE_PRICES.map((price) => ({ itemId: idOf.get(price)!, price }));

describe('contract rules', () => {
  it('takes 3 to 10 own items in progress', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/contracts', payload: { items: [1, 2, 3] } })).json().code).toBe('authentication');
    const p = await player(Array.from({ length: 11 }, () => 1_000));
    const two = await sign(p.token, p.ids.slice(0, 2));
    expect(two.json()).toMatchObject({ code: 'contract_items_count', parameters: { min: 3, max: 10 } });
    expect((await sign(p.token, p.ids)).json().code).toBe('contract_items_count');
    // Repeating an id does not make up the count.
    expect((await sign(p.token, [p.ids[0]!, p.ids[0]!, p.ids[1]!])).json().code).toBe('contract_items_count');
    const other = await player([1_000, 1_000, 1_000]);
    expect((await sign(p.token, other.ids)).json().code).toBe('notFoundOutdated');
    expect(await statusesOf(t.database.db, [...p.ids, ...other.ids])).toEqual(Array(14).fill('progress'));
  });

  it('answers contract_unavailable when the catalog cannot meet the return, keeping the items', async () => {
    const p = await player([1_000_000, 1_000_000, 1_000_000]);
    const res = await sign(p.token, p.ids);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'contract_unavailable', parameters: { total: 30_000 } });
    expect(await statusesOf(t.database.db, p.ids)).toEqual(['progress', 'progress', 'progress']);
  });

  it('previews a total: range, cheapest and dearest prize, expected value', async () => {
    const data = (await t.app.inject({ method: 'GET', url: '/api/v1/contracts/preview?total=40' })).json().data;
    const odds = contractOdds(catalog(), 4_000)!;
    expect(data).toEqual({
      total: 40,
      available: true,
      range: { min: 10, max: 160 },
      min_prize: 10,
      max_prize: 150,
      expected_value: Math.round(odds.expectedValue) / 100,
      chance_above: odds.chanceAbove,
      candidates: 8,
    });
    expect(Math.abs(odds.expectedValue - 3_600)).toBeLessThan(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/contracts/preview?total=100000' })).json().data.available).toBe(false);
  });
});

describe('a signed contract', () => {
  it('consumes the items, gives the drawn catalog item and can be verified', async () => {
    const p = await player([1_000, 1_500, 1_500]);
    const ticket = await nextTicket(t.database.db, p.userId);
    const res = await sign(p.token, p.ids);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const odds = contractOdds(catalog(), 4_000)!;
    const expected = odds.candidates[odds.ranges.findIndex((r) => r.from <= ticket && ticket <= r.to)]!;
    expect(data).toMatchObject({ ticket, input_total: 40, range: { min: 10, max: 160 }, amount_exp: 40, prize: { id: expected.itemId, price: expected.price / 100 } });
    expect(data.ticket_range.from).toBeLessThanOrEqual(ticket);
    expect(data.ticket_range.to).toBeGreaterThanOrEqual(ticket);
    expect(await statusesOf(t.database.db, p.ids)).toEqual(['to_contract', 'to_contract', 'to_contract']);
    const [prize] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, data.prize.inventory_item_id));
    expect(prize).toMatchObject({ userId: p.userId, itemId: expected.itemId, price: expected.price, status: 'progress', source: 'Contract' });
    const [row] = await t.database.db.select().from(contracts).where(eq(contracts.id, data.contract_id));
    expect(row!.candidates).toEqual(odds.candidates.map((c) => [c.itemId, c.price]));

    const history = (await t.app.inject({ method: 'GET', url: '/api/v1/contracts', headers: bearer(p.token) })).json().data;
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({ id: data.contract_id, input_total: 40, prize: { id: expected.itemId } });
    expect(history.items[0].input_items).toHaveLength(3);

    const serverSeed = await serverSeedOf(t.database.db, data.server_seed_hash);
    await t.app.inject({ method: 'POST', url: '/api/v1/provably-fair/rotate', headers: bearer(p.token) });
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/provably-fair/contracts', headers: bearer(p.token) })).json().data;
    expect(list.items[0]).toMatchObject({ id: data.contract_id, server_seed: serverSeed, return_bp: 9000 });
    const record = (await t.app.inject({ method: 'GET', url: `/api/v1/provably-fair/contracts/${data.contract_id}`, headers: bearer(p.token) })).json().data;
    const drawn = verifyContract({
      candidates: record.candidates.map((c: { item_id: number; price: number }) => ({ itemId: c.item_id, price: fromWire(c.price) })),
      total: fromWire(record.input_total),
      returnBp: record.return_bp,
      ticket: rollTicket(record.server_seed, record.client_seed, record.nonce, record.cursor),
    });
    expect(drawn).toEqual({ itemId: expected.itemId, price: expected.price });
    const stranger = await registerUser(t.app);
    const hidden = await t.app.inject({ method: 'GET', url: `/api/v1/provably-fair/contracts/${data.contract_id}`, headers: bearer(stranger.token) });
    expect(hidden.json().code).toBe('dataNotFound');
  });
});
