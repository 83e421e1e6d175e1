import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromWire } from '@tastydrop/domain';
import { programmePaidQuery } from '../src/modules/partners/programme-totals.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ledger, users } from '../src/platform/db/schema/index.js';
import { recordSignals } from '../src/modules/risk/account-signals.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { sandboxSecret } from '../src/modules/payments/providers/create-provider.js';
import { sandboxRefundNotification } from '../src/modules/payments/providers/sandbox-provider.js';
import { consoleUser } from './admin-fixtures.js';
import { bearer, registerUser, type TestApp } from './helpers.js';
import { bookMismatches } from './ledger-check.js';
import { createPaymentsApp, deliverSandbox, paymentRow, paySandbox, signedSandboxWebhook, startPayment } from './payments-fixtures.js';
import { settlePayment } from '../src/modules/payments/settle-payment.js';
import { partnerProgramme } from '../src/modules/partners/programme.js';

// The defaults, spelled out: 10 % of the first deposit, at most 500 ₽.
const BONUS_ENV = { PARTNER_FIRST_DEPOSIT_BONUS_BP: '1000', PARTNER_FIRST_DEPOSIT_BONUS_CAP: '500' };

let t: TestApp;
beforeAll(async () => {
  t = await createPaymentsApp({ env: { AUTH_RATE_LIMIT: '100000', CATALOG_TTL_MS: '0', ...BONUS_ENV } });
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof registerUser>>;

const post = (player: Player, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(player.token), ...(payload ? { payload } : {}) });

/** A referrer with a fresh code of their own. */
async function referrerCode(): Promise<string> {
  const referrer = await registerUser(t.app);
  const code = `Ref${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  expect((await post(referrer, '/api/v1/partners/code', { code })).statusCode).toBe(200);
  return code;
}

async function boundPlayer(code: string): Promise<Player> {
  const player = await registerUser(t.app);
  expect((await post(player, '/api/v1/partners/bind', { code })).statusCode).toBe(200);
  return player;
}

/** The player's ledger rows of one reason (deltas, oldest first). */
async function deltas(userId: number, reason: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ delta: ledger.delta })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.reason, reason)))
    .orderBy(ledger.id);
  return rows.map((r) => r.delta);
}

const bonuses = (player: Player) => deltas(player.userId, 'partner_first_deposit_bonus');

async function offer(player: Player) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/partners/me', headers: bearer(player.token) });
  expect(res.statusCode).toBe(200);
  return res.json().data.first_deposit_bonus as { percent: number; cap: number } | null;
}

/** A linking signal of its own, so no other test's accounts join the group. */
const linkByDevice = async (...players: Player[]) => {
  const device = `pfd-${randomUUID()}`;
  for (const p of players) await recordSignals(t.database.db, p.userId, [{ kind: 'device', value: device }]);
};

describe('the referred player’s first-deposit bonus', () => {
  it('credits the share of the first deposit once, rounded down to a kopeck, and shows it until then', async () => {
    const player = await boundPlayer(await referrerCode());
    expect(await offer(player)).toEqual({ percent: 10, cap: 500 });

    const orderId = await paySandbox(t, player.token, { amount: 1_234.56 });
    const payment = await paymentRow(t.database.db, orderId);
    expect(payment.value).toBe(123_456);
    // 10 % of 1234.56 ₽ is 123.456 ₽: 123.45 ₽.
    expect(await bonuses(player)).toEqual([12_345]);
    const [row] = await t.database.db.select().from(ledger).where(and(eq(ledger.userId, player.userId), eq(ledger.reason, 'partner_first_deposit_bonus')));
    expect(row!.ref).toBe(`payment:${orderId}`);
    expect(await offer(player)).toBeNull();

    await paySandbox(t, player.token, { amount: 3_000 });
    expect(await bonuses(player)).toEqual([12_345]);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('stops at the cap', async () => {
    const player = await boundPlayer(await referrerCode());
    await paySandbox(t, player.token, { amount: 8_000 });
    // 10 % of 8000 ₽ is 800 ₽, past the 500 ₽ cap.
    expect(await bonuses(player)).toEqual([50_000]);
  });

  it('is not given to a player bound to no one, nor to one who deposited before binding', async () => {
    const unbound = await registerUser(t.app);
    expect(await offer(unbound)).toBeNull();
    await paySandbox(t, unbound.token, { amount: 1_000 });
    expect(await bonuses(unbound)).toEqual([]);

    const late = await registerUser(t.app);
    await paySandbox(t, late.token, { amount: 1_000 });
    expect((await post(late, '/api/v1/partners/bind', { code: await referrerCode() })).statusCode).toBe(200);
    expect(await offer(late)).toBeNull();
    await paySandbox(t, late.token, { amount: 1_000 });
    expect(await bonuses(late)).toEqual([]);
  });

  it('is once per person: a second account of the same person gets nothing', async () => {
    const code = await referrerCode();
    const first = await boundPlayer(code);
    const second = await boundPlayer(await referrerCode());
    await linkByDevice(first, second);
    expect(await offer(second)).toEqual({ percent: 10, cap: 500 });
    await paySandbox(t, first.token, { amount: 1_000 });
    expect(await bonuses(first)).toEqual([10_000]);
    expect(await offer(second)).toBeNull();
    await paySandbox(t, second.token, { amount: 1_000 });
    expect(await bonuses(second)).toEqual([]);

    // Nor when the other account deposited without a code: the person has deposited before.
    const plain = await registerUser(t.app);
    const twin = await boundPlayer(code);
    await linkByDevice(plain, twin);
    await paySandbox(t, plain.token, { amount: 1_000 });
    await paySandbox(t, twin.token, { amount: 1_000 });
    expect(await bonuses(twin)).toEqual([]);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('is paid once when first deposits of one person’s accounts settle at the same time', async () => {
    const code = await referrerCode();
    const accounts = await Promise.all([boundPlayer(code), boundPlayer(code), boundPlayer(code)]);
    await linkByDevice(...accounts);
    const hooks = [];
    for (const a of accounts) {
      const started = await startPayment(t, a.token, { amount: 1_000 });
      hooks.push(await signedSandboxWebhook(t, started.json().data.order_id as string, 'succeeded'));
    }
    const programme = partnerProgramme(t.config);
    const outcomes = await Promise.allSettled(
      hooks.map((h) => settlePayment(t.database.db, t.config.GAME, 'sandbox', { providerPaymentId: h.providerPaymentId, state: 'success', amount: null }, programme)),
    );
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value.outcome : o.reason))).toEqual(['credited', 'credited', 'credited']);
    const paid = (await Promise.all(accounts.map(bonuses))).flat();
    expect(paid).toEqual([10_000]);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });

  it('is taken back with its deposit by a chargeback, in the notice’s share, and by a refund the console made', async () => {
    const db = t.database.db;
    const player = await boundPlayer(await referrerCode());
    const orderId = await paySandbox(t, player.token, { amount: 2_000 });
    expect(await bonuses(player)).toEqual([20_000]);
    const payment = await paymentRow(db, orderId);
    const notice = (id: string, amount: number) =>
      sandboxRefundNotification(sandboxSecret(t.config), { providerRefundId: id, providerPaymentId: payment.providerPaymentId!, amount, currency: payment.currency }, 'chargeback');
    // A quarter of the payment charged back takes a quarter of the bonus; a repeated notice takes nothing again.
    const quarter = notice(`sbx_pfd_${randomUUID()}`, payment.amount / 4);
    expect((await deliverSandbox(t.app, quarter.rawBody, quarter.signature)).statusCode).toBe(200);
    expect((await deliverSandbox(t.app, quarter.rawBody, quarter.signature)).statusCode).toBe(200);
    expect(await deltas(player.userId, 'partner_first_deposit_bonus_reversal')).toEqual([-5_000]);
    // The rest of it takes the rest, which the balance still holds exactly.
    const rest = notice(`sbx_pfd_${randomUUID()}`, payment.amount - payment.amount / 4);
    expect((await deliverSandbox(t.app, rest.rawBody, rest.signature)).statusCode).toBe(200);
    expect(await deltas(player.userId, 'partner_first_deposit_bonus_reversal')).toEqual([-5_000, -15_000]);
    const [after] = await db.select({ balance: users.balance, debt: users.debt }).from(users).where(eq(users.id, player.userId));
    expect(after).toEqual({ balance: 0, debt: 0 });
    expect(await bookMismatches(db)).toEqual([]);

    // The console's refund of another player's first deposit takes the whole bonus from the balance.
    const finance = await consoleUser(t, 'finance');
    const refunded = await boundPlayer(await referrerCode());
    const refundedOrder = await paySandbox(t, refunded.token, { amount: 500 });
    expect(await bonuses(refunded)).toEqual([5_000]);
    const row = await paymentRow(db, refundedOrder);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${row.id}/refund`, headers: finance.headers, payload: { reason: 'игрок передумал' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await deltas(refunded.userId, 'partner_first_deposit_bonus_reversal')).toEqual([-5_000]);
    expect(await bookMismatches(db)).toEqual([]);
  });
});

describe('/stats', () => {
  it('shows what the programme has paid in all: claims and first-deposit bonuses ever credited', async () => {
    const db = t.database.db;
    const ledgerSum = async () => {
      const [row] = await db
        .select({ paid: sql<string>`COALESCE(sum(${ledger.delta}), 0)::text` })
        .from(ledger)
        .where(and(inArray(ledger.reason, ['partner_commission', 'rakeback', 'partner_payout', 'partner_first_deposit_bonus']), sql`${ledger.delta} > 0`));
      return Number(row!.paid);
    };
    const figure = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/stats/partners' });
      expect(res.statusCode).toBe(200);
      return fromWire(res.json().data.paid as number);
    };
    // The figure against the ledger read just before and after it (another test file may pay on a shared database).
    const checked = async () => {
      const low = await ledgerSum();
      const shown = await figure();
      const high = await ledgerSum();
      expect(shown).toBeGreaterThanOrEqual(low);
      expect(shown).toBeLessThanOrEqual(high);
      if (low === high) expect(shown).toBe(low);
      return shown;
    };
    await checked();

    const player = await boundPlayer(await referrerCode());
    await paySandbox(t, player.token, { amount: 1_500 });
    // Claims of commission and rakeback are ledger credits of their own reasons; these stand for two.
    await credit(db, { userId: player.userId, currency: 'money', amount: 1_234, reason: 'partner_commission', idempotencyKey: `pfd-claim-${randomUUID()}` });
    await credit(db, { userId: player.userId, currency: 'money', amount: 66, reason: 'rakeback', idempotencyKey: `pfd-claim-${randomUUID()}` });
    // 150 ₽ of bonus, 12.34 ₽ of commission and 0.66 ₽ of rakeback are in it.
    const mine = await db
      .select({ delta: ledger.delta })
      .from(ledger)
      .where(and(eq(ledger.userId, player.userId), inArray(ledger.reason, ['partner_commission', 'rakeback', 'partner_first_deposit_bonus'])));
    expect(mine.map((r) => r.delta).sort((a, b) => a - b)).toEqual([66, 1_234, 15_000]);
    await checked();
  });

  it('sums the programme’s own entries through their partial index, not the whole ledger', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      // On a small test ledger a scan is cheaper; with scans priced out, the plan shows whether the index can serve.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return (await tx.execute(sql`EXPLAIN ${programmePaidQuery(tx)}`)) as unknown as { rows: Record<string, string>[] };
    });
    const text = plan.rows.map((r) => Object.values(r).join(' ')).join('\n');
    expect(text).toContain('ledger_programme_paid_idx');
    expect(text).not.toMatch(/Seq Scan on ledger/);
  });
});
