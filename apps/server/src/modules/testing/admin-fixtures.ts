import { z } from 'zod';
import { ConsoleRole } from '@tastydrop/domain';
import { desc, eq, gt } from 'drizzle-orm';
import { items, users } from '../../platform/db/schema/index.js';
import { authOf } from '../../platform/http/auth.js';
import { AppError } from '../../core/app-error.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { recordGivenUpJob } from '../../platform/jobs/job-store.js';
import { grantRole } from '../admin/grant-role.js';
import { grantItems } from '../items/grant-items.js';
import { markWithdrawing } from '../items/item-moves.js';
import { saveSteamData } from '../users/save-steam-data.js';
import { recordWithdrawals } from '../withdrawals/request-withdrawal.js';
import { SEND_JOB, WITHDRAWAL_TIMER_MS } from '../withdrawals/withdrawal-limits.js';

/**
 * Console fixtures for end-to-end tests (TEST_FIXTURES only): give the signed-in account a console role, as
 * `npm run ops -- admin grant` does; and give the signed-in player an item whose withdrawal is stuck in the
 * queue (its send job gave up while the bot was away).
 */
export function adminTestingRoutes(app: App, deps: ModuleDeps): void {
  app.post(
    '/api/test/admin/grant',
    { onRequest: deps.requireAuth, schema: { body: z.object({ role: ConsoleRole }), response: { 200: z.object({ userId: z.number() }) } } },
    async (req) => {
      const [user] = await deps.db.select({ login: users.login }).from(users).where(eq(users.id, authOf(req).userId));
      if (!user?.login) throw new AppError('userNotFound');
      const granted = await grantRole(deps.db, user.login, req.body.role, null);
      return { userId: granted.userId };
    },
  );

  app.post('/api/test/withdrawals/stuck', { onRequest: deps.requireAuth, schema: { response: { 200: z.object({ withdrawalId: z.number() }) } } }, async (req) => {
    const userId = authOf(req).userId;
    // Still within its timer (the trade sync fails a queued withdrawal whose timer ran out), queued for two hours.
    const deadlineAt = new Date(Date.now() + WITHDRAWAL_TIMER_MS);
    const created = new Date(Date.now() - 2 * 3_600_000);
    const partner = `https://steamcommunity.com/tradeoffer/new/?partner=${100000 + userId}&token=Stuck${userId}`;
    const result = await deps.db.transaction(async (tx) => {
      await saveSteamData(tx, userId, { tradeUrl: partner });
      const [item] = await tx.select({ id: items.id, name: items.name, price: items.price }).from(items).where(gt(items.price, 0)).orderBy(desc(items.price)).limit(1);
      // A catalog without a priced item has nothing to withdraw.
      if (!item) throw new AppError('dataNotFound');
      const [inventoryItemId] = await grantItems(tx, [{ userId, itemId: item.id, price: item.price, source: 'Case' }]);
      await markWithdrawing(tx, [inventoryItemId!], deadlineAt);
      const [withdrawal] = await recordWithdrawals(tx, [
        { inventoryItemId: inventoryItemId!, userId, itemId: item.id, name: item.name, price: item.price, method: 'trade', partner, provider: 'sandbox', deadlineAt, createdAt: created, updatedAt: created },
      ]);
      const id = withdrawal!.id;
      await recordGivenUpJob(tx, { type: SEND_JOB, payload: { withdrawalId: id }, maxAttempts: 5, dedupeKey: `${SEND_JOB}:${id}`, lastError: 'bot offline' }, new Date());
      return id;
    });
    return { withdrawalId: result };
  });
}
