import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { fromWire, moneyInput } from '@tastydrop/domain';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { playLimits } from '../../platform/db/schema/index.js';
import { readPlayStates } from '../wallet/play-limits-check.js';
import { LIMIT_KINDS, LIMIT_PERIODS } from '../wallet/play-limits.js';
import { confirmLimit, setLimit } from './set-limit.js';
import { takeBreak } from './take-break.js';

const limitKey = { kind: z.enum(LIMIT_KINDS), period: z.enum(LIMIT_PERIODS) };

/** The player's limits, totals and break; setting and confirming limits; taking a break. */
export function responsiblePlayRoutes(app: App, deps: ModuleDeps): void {
  app.get('/api/v1/responsible-play', { onRequest: deps.requireAuth }, async (req) => {
    const userId = authOf(req).userId;
    const rows = await deps.db.select().from(playLimits).where(eq(playLimits.userId, userId));
    const state = (await readPlayStates(deps.db, [userId])).get(userId);
    return {
      limits: rows.map((r) => ({
        kind: r.kind,
        period: r.period,
        amount: r.amount === null ? null : r.amount / 100,
        pending: r.pendingFrom ? { amount: r.pendingAmount === null ? null : r.pendingAmount / 100, from: r.pendingFrom.toISOString() } : null,
      })),
      totals: Object.fromEntries(Object.entries(state?.totals ?? {}).map(([k, v]) => [k, v / 100])),
      block: state && state.blockedUntil !== undefined ? { kind: state.blockKind, until: state.blockedUntil?.toISOString() ?? null } : null,
    };
  });

  app.put(
    '/api/v1/responsible-play/limits',
    { onRequest: deps.requireAuth, schema: { body: z.object({ ...limitKey, amount: moneyInput(10_000_000).nullable() }) } },
    async (req) => {
      const { kind, period, amount } = req.body;
      const result = await setLimit(deps.db, { userId: authOf(req).userId, kind, period, amount: amount === null ? null : fromWire(amount) });
      return { result };
    },
  );

  app.post('/api/v1/responsible-play/limits/confirm', { onRequest: deps.requireAuth, schema: { body: z.object(limitKey) } }, async (req) => {
    await confirmLimit(deps.db, authOf(req).userId, req.body.kind, req.body.period);
    return { result: 'applied' };
  });

  app.post(
    '/api/v1/responsible-play/break',
    { onRequest: deps.requireAuth, schema: { body: z.object({ kind: z.enum(['timeout', 'exclusion']), length: z.string().max(10) }) } },
    async (req) => {
      const until = await takeBreak(deps.db, authOf(req).userId, req.body.kind, req.body.length);
      return { until: until?.toISOString() ?? null };
    },
  );
}
