import { z } from 'zod';
import { FastMission, NotificationPreferencesResponse, PushSubscribeRequest, UpdatePreferencesRequest, VapidKeyResponse } from '@tastydrop/domain';
import { and, eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../platform/db/schema/index.js';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { ChannelSenders } from './channel-senders.js';
import { getPreferences, updatePreferences } from './preferences.js';
import { subscribePush } from './subscribe-push.js';

/** Daily-case notification preferences and the Web Push subscription calls. */
export function notificationsRoutes(app: App, deps: ModuleDeps, senders: ChannelSenders): void {
  const { db, requireAuth } = deps;

  app.get(
    '/api/v1/notifications/daily-cases/get-preferences',
    { onRequest: requireAuth, schema: { response: { 200: NotificationPreferencesResponse } } },
    (req) => getPreferences(db, senders, authOf(req).userId),
  );

  app.post(
    '/api/v1/notifications/daily-cases/update-preferences',
    { onRequest: requireAuth, schema: { body: UpdatePreferencesRequest, response: { 200: NotificationPreferencesResponse } } },
    (req) => updatePreferences(db, senders, authOf(req).userId, req.body),
  );

  app.get('/api/v1/notifications/push/public-key', { onRequest: deps.optionalAuth, schema: { response: { 200: VapidKeyResponse } } }, async () => ({
    publicKey: await senders.push.publicKey(),
  }));

  app.post(
    '/api/v1/notifications/push/subscribe',
    { onRequest: requireAuth, ...deps.strictRateLimit, schema: { body: PushSubscribeRequest, response: { 200: z.object({ mission: FastMission }) } } },
    (req) => subscribePush(db, deps.config.GAME, authOf(req).userId, req.body),
  );

  app.post(
    '/api/v1/notifications/push/unsubscribe',
    { onRequest: requireAuth, schema: { body: z.object({ endpoint: z.url().max(1000) }), response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (req) => {
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, req.body.endpoint), eq(pushSubscriptions.userId, authOf(req).userId)));
      return { ok: true as const };
    },
  );
}
