import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { promoActivations, promoCodes } from '../src/platform/db/schema/index.js';
import { applyPromo } from '../src/modules/payments/promo/apply-promo.js';
import { resetPromo } from '../src/modules/payments/promo/reset-promo.js';
import { settlePayment } from '../src/modules/payments/settle-payment.js';
import { bookMismatches } from './ledger-check.js';
import { bearer, longRuns, registerUser, type TestApp } from './helpers.js';
import { createPaymentsApp, paymentRow, signedSandboxWebhook, startPayment } from './payments-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  // Enough connections for every racing request at once.
  t = await createPaymentsApp({ env: { DATABASE_POOL_SIZE: '30' } });
});
afterAll(() => t.close());

const apply = (token: string, code: string) => t.app.inject({ method: 'POST', url: '/api/v1/payments/promo/apply', headers: bearer(token), payload: { code } });

async function runAll(statements: string[]): Promise<void> {
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}

async function usedCount(code: string): Promise<number> {
  const [row] = await t.database.db.select({ n: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.code, code));
  return row!.n;
}

/** A player with WELCOME10 waiting for the deposit they started. */
async function playerWithPendingDeposit() {
  const user = await registerUser(t.app);
  expect((await apply(user.token, 'WELCOME10')).statusCode).toBe(200);
  const started = await startPayment(t, user.token, { amount: 500 });
  const orderId = started.json().data.order_id as string;
  return { ...user, orderId, hook: await signedSandboxWebhook(t, orderId, 'succeeded') };
}

describe.skipIf(!longRuns)('promo changes racing the deposit that would use the promo', () => {
  it('never deadlocks into an error: each deposit is credited once and each promo pays once', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => playerWithPendingDeposit()));
    const springBefore = await usedCount('SPRING15');
    // Widen the race window (nothing asserts on time): a promo code's use count changes slowly, between apply's
    // player lock and its activation change, and a payment's status too, so the deposit reaches the activation
    // while apply holds the player: the crossing that used to deadlock.
    await runAll([
      `CREATE FUNCTION slow_update() RETURNS trigger AS $$ BEGIN PERFORM pg_sleep(TG_ARGV[0]::float); RETURN NEW; END $$ LANGUAGE plpgsql`,
      `CREATE TRIGGER slow_promo_claim BEFORE UPDATE ON promo_codes FOR EACH ROW EXECUTE FUNCTION slow_update('0.1')`,
      `CREATE TRIGGER slow_payment BEFORE UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION slow_update('0.05')`,
    ]);
    // Apply replaces the waiting code (player, then activation) while the deposit settles (payment, activation, player).
    const game = t.config.GAME;
    const outcomes = await Promise.allSettled(
      players.flatMap((p, i) => [
        i % 3 === 0 ? resetPromo(t.database.db, p.userId) : applyPromo(t.database.db, game, p.userId, 'SPRING15'),
        settlePayment(t.database.db, game, 'sandbox', { providerPaymentId: p.hook.providerPaymentId, state: 'success', amount: null }),
      ]),
    );
    await runAll(['DROP TRIGGER slow_promo_claim ON promo_codes', 'DROP TRIGGER slow_payment ON payments', 'DROP FUNCTION slow_update()']);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);

    for (const p of players) {
      const payment = await paymentRow(t.database.db, p.orderId);
      expect(payment.status).toBe('success');
      const rows = await t.database.db.select().from(promoActivations).where(eq(promoActivations.userId, p.userId));
      const used = rows.filter((r) => r.status === 'used');
      // The deposit used whichever code was waiting when it settled (or none, after a reset), and only once.
      expect(used.length).toBeLessThanOrEqual(1);
      if (used[0]) expect(used[0].paymentId).toBe(payment.id);
      expect(payment.promoActivationId).toBe(used[0]?.id ?? null);
      expect(rows.filter((r) => r.status === 'active').length).toBeLessThanOrEqual(1);
    }
    // Total uses match the SPRING15 activations that hold a use (waiting or paid out).
    const [spring] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'SPRING15'));
    const holding = await t.database.db.select().from(promoActivations).where(eq(promoActivations.promoId, spring!.id));
    expect(await usedCount('SPRING15')).toBe(springBefore + holding.filter((r) => r.status !== 'reset').length);
    expect(await bookMismatches(t.database.db)).toEqual([]);
  });
});
