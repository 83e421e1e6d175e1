import { z } from 'zod';
import { ConsoleRole } from '@tastydrop/domain';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema/index.js';
import { authOf } from '../../platform/http/auth.js';
import { AppError } from '../../core/app-error.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { grantRole } from '../admin/grant-role.js';
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
    const deadline = new Date(Date.now() + WITHDRAWAL_TIMER_MS).toISOString();
    const created = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const partner = `https://steamcommunity.com/tradeoffer/new/?partner=${100000 + userId}&token=Stuck${userId}`;
    const result = await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ tradeUrl: partner }).where(eq(users.id, userId));
      const rows = (await tx.execute(sql`
        WITH item AS (SELECT id, name, price FROM items WHERE price > 0 ORDER BY price DESC LIMIT 1),
        inv AS (
          INSERT INTO inventory_items (user_id, item_id, price, status, source, timer_until)
          SELECT ${userId}, id, price, 'PREPARING', 'Case', ${deadline}::timestamptz FROM item RETURNING id, item_id, price)
        INSERT INTO withdrawals (inventory_item_id, user_id, item_id, name, price, method, partner, provider, deadline_at, created_at, updated_at)
        SELECT inv.id, ${userId}, inv.item_id, item.name, inv.price, 'trade', ${partner}, 'sandbox', ${deadline}::timestamptz, ${created}::timestamptz, ${created}::timestamptz
        FROM inv, item RETURNING id`)) as unknown as { rows: { id: number }[] };
      const row = rows.rows[0];
      // A catalog without a priced item has nothing to withdraw.
      if (!row) throw new AppError('dataNotFound');
      const id = Number(row.id);
      await tx.execute(sql`
        INSERT INTO jobs (type, payload, status, attempts, max_attempts, dedupe_key, last_error, finished_at)
        VALUES (${SEND_JOB}, ${JSON.stringify({ withdrawalId: id })}::jsonb, 'failed', 5, 5, ${`${SEND_JOB}:${id}`}, 'bot offline', now())`);
      return id;
    });
    return { withdrawalId: result };
  });
}
