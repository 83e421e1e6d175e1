import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sandboxOffers, withdrawals } from '../src/platform/db/schema/index.js';
import { createSandboxProvider } from '../src/modules/withdrawals/sandbox-provider.js';
import { SECURITY_CODE_ALPHABET, SECURITY_CODE_LENGTH } from '../src/modules/withdrawals/security-code.js';
import { offerRef } from '../src/modules/withdrawals/trade-provider.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { giveItems, setSteamData, testClock, TRADE_URL, withdrawalWorkers } from './inventory-fixtures.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let catalog: FixtureCatalog;
const clock = testClock();
let workers: ReturnType<typeof withdrawalWorkers>;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await seedFixtureCatalog(t.database.db);
  const provider = createSandboxProvider({ db: t.database.db, clock: clock.now, outcome: () => ({ script: [{ state: 'sent', afterMs: 0 }] }) });
  workers = withdrawalWorkers(t.database.db, provider, clock.now);
});
afterAll(() => t.close());

const CODE = new RegExp(`^[${SECURITY_CODE_ALPHABET}]{${SECURITY_CODE_LENGTH}}$`);

async function withdrawalOf(inventoryItemId: number) {
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.inventoryItemId, inventoryItemId));
  return row!;
}

describe('the withdrawal security code', () => {
  it('is given to each withdrawal, carried in its offer message and answered to the player beside the offer', async () => {
    const user = await registerUser(t.app);
    await setSteamData(t.database.db, user.userId, { tradeUrl: TRADE_URL });
    const ids = await giveItems(t.database.db, user.userId, [catalog.itemIds[1]!, catalog.itemIds[1]!]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(user.token), payload: { ids } });
    expect(res.statusCode).toBe(200);

    const [first, second] = await Promise.all(ids.map(withdrawalOf));
    expect(first!.securityCode).toMatch(CODE);
    expect(second!.securityCode).toMatch(CODE);
    expect(first!.securityCode).not.toBe(second!.securityCode);

    // The player sees the code while the item is still preparing, before any offer exists.
    const before = await t.app.inject({ method: 'GET', url: `/api/v1/inventory/${ids[0]}/trade_id`, headers: bearer(user.token) });
    expect(before.json().data).toMatchObject({ trade_id: null, security_code: first!.securityCode });

    await workers.sendAll();
    const [offer] = await t.database.db.select().from(sandboxOffers).where(eq(sandboxOffers.ref, offerRef(first!.id)));
    // The reference the trade sync finds the offer by stays in the message beside the code.
    expect(offer!.message).toContain(offerRef(first!.id));
    expect(offer!.message).toContain(`Код проверки: ${first!.securityCode}`);

    const after = await t.app.inject({ method: 'GET', url: `/api/v1/inventory/${ids[0]}/trade_id`, headers: bearer(user.token) });
    expect(after.json().data).toMatchObject({ trade_id: String(offer!.id), status: 'send', security_code: first!.securityCode });
  });

  it('is none for a withdrawal made before codes', async () => {
    const user = await registerUser(t.app);
    await setSteamData(t.database.db, user.userId, { tradeUrl: TRADE_URL });
    const [id] = await giveItems(t.database.db, user.userId, [catalog.itemIds[1]!]);
    await t.app.inject({ method: 'POST', url: '/api/v1/inventory/senditem', headers: bearer(user.token), payload: { ids: [id] } });
    const old = await withdrawalOf(id!);
    await t.database.db.update(withdrawals).set({ securityCode: null }).where(eq(withdrawals.id, old.id));
    await workers.sendAll();
    const [offer] = await t.database.db.select().from(sandboxOffers).where(eq(sandboxOffers.ref, offerRef(old.id)));
    expect(offer!.message).toBe(`TastyDrop ${offerRef(old.id)}`);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/inventory/${id}/trade_id`, headers: bearer(user.token) });
    expect(res.json().data.security_code).toBeNull();
  });
});
