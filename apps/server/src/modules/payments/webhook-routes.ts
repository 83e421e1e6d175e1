import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Ok } from '@tastydrop/domain';
import { publicRoute } from '../../platform/http/auth.js';
import type { App } from '../../platform/http/types.js';
import { handleWebhook, type WebhookContext } from './handle-webhook.js';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * The active provider's webhook, without a session. Its scope reads JSON bodies as text: signatures are
 * computed over the exact bytes, so the body reaches the provider unparsed.
 */
export function webhookRoutes(app: App, ctx: WebhookContext): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      `/api/v1/payments/webhook/${ctx.provider.name}`,
      { onRequest: publicRoute, schema: { body: z.string(), response: { 200: Ok } } },
      async (req) => {
        await handleWebhook({ ...ctx, log: req.log }, { headers: req.headers, rawBody: req.body, ip: req.ip });
        return { ok: true as const };
      },
    );
  });
}
