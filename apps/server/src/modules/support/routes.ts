import { CONTACT_MESSAGES_PER_WINDOW, CONTACT_MESSAGES_WINDOW_MS, ContactMessageRequest, ContactMessageResult } from '@tastydrop/domain';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { sendContactMessage } from './send-contact-message.js';

/** The contact form: open to guests and players, a few messages per address and window. */
export function supportRoutes(app: App, deps: ModuleDeps): void {
  app.post(
    '/api/v1/support/messages',
    {
      onRequest: deps.optionalAuth,
      config: { rateLimit: { max: CONTACT_MESSAGES_PER_WINDOW, timeWindow: CONTACT_MESSAGES_WINDOW_MS } },
      schema: { body: ContactMessageRequest, response: { 200: ContactMessageResult } },
    },
    (req) => sendContactMessage(deps.db, req.body, { userId: req.auth?.userId ?? null, ip: req.ip }),
  );
}
