import { z } from 'zod';
import { fromWire } from '@tastydrop/domain';
import { AppError } from '../../http/app-error.js';
import { authOf } from '../../http/auth.js';
import type { App, ModuleDeps } from '../../http/types.js';
import { latestOutboxMessage } from '../notifications/mailer.js';
import { credit } from '../wallet/wallet.js';

/**
 * Fixtures for end-to-end tests, registered only when TEST_FIXTURES=true
 * (the config refuses that in production): credit the signed-in player, read the local outbox.
 */
export function testingRoutes(app: App, deps: ModuleDeps): void {
  app.post(
    '/api/test/credit',
    {
      onRequest: deps.requireAuth,
      schema: { body: z.object({ amount: z.number().positive().max(1_000_000), currency: z.enum(['money', 'coins']).default('money') }), response: { 200: z.object({ balance: z.number() }) } },
    },
    async (req) => {
      const userId = authOf(req).userId;
      const balance = await credit(deps.db, { userId, currency: req.body.currency, amount: fromWire(req.body.amount), reason: 'test_fixture' });
      await deps.realtime.publishToUser(userId, { event: 'balance', balance: (balance ?? 0) / 100 }).catch(() => undefined);
      return { balance: (balance ?? 0) / 100 };
    },
  );

  app.get(
    '/api/test/outbox',
    { onRequest: deps.optionalAuth, schema: { querystring: z.object({ to: z.string().max(254) }), response: { 200: z.object({ subject: z.string(), text: z.string() }) } } },
    async (req) => {
      const message = await latestOutboxMessage(deps.config, req.query.to);
      if (!message) throw new AppError('dataNotFound');
      return { subject: message.subject, text: message.text };
    },
  );
}
