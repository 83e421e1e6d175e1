import { z } from 'zod';
import { PaymentOutcome, SandboxDecision, SandboxDecisionResponse, SandboxPayment, type Game } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import { publicRoute } from '../../platform/http/auth.js';
import { withFormBodies } from '../../platform/http/form-scope.js';
import type { App } from '../../platform/http/types.js';
import type { Db } from '../../platform/db/index.js';
import { renderCheckoutPage } from './sandbox/checkout-page.js';
import { decideSandboxPayment, getSandboxPayment, resultPath } from './sandbox/sandbox-payment.js';

const PaymentParams = z.object({ paymentId: z.string().min(1).max(64) });

/**
 * The sandbox provider's pages (registered only when the sandbox is the provider): the hosted checkout for
 * non-card methods, and the JSON calls of the card form (/cardform). The payment id is the payer's secret.
 */
export function sandboxRoutes(app: App, db: Db, secret: string, game: Game): void {
  const checkout = '/api/v1/payments/sandbox/checkout/:paymentId';

  app.get(checkout, { onRequest: publicRoute, schema: { params: PaymentParams } }, async (req, reply) => {
    const payment = await getSandboxPayment(db, game, req.params.paymentId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'payment_not_found') return null;
      throw error;
    });
    const html = renderCheckoutPage(payment, payment ? resultPath(payment.orderId) : null);
    return reply
      .status(payment ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  });

  // The checkout page's own HTML form.
  withFormBodies(app, (scope) =>
    scope.post(checkout, { onRequest: publicRoute, schema: { params: PaymentParams, body: z.object({ outcome: PaymentOutcome }) } }, async (req, reply) => {
      const { redirectUrl } = await decideSandboxPayment(app, db, secret, req.params.paymentId, req.body.outcome);
      return reply.redirect(redirectUrl, 303);
    }),
  );

  app.get('/api/v1/payments/sandbox/payments/:paymentId', { onRequest: publicRoute, schema: { params: PaymentParams, response: { 200: SandboxPayment } } }, (req) =>
    getSandboxPayment(db, game, req.params.paymentId),
  );

  app.post(
    '/api/v1/payments/sandbox/payments/:paymentId/decide',
    { onRequest: publicRoute, schema: { params: PaymentParams, body: SandboxDecision, response: { 200: SandboxDecisionResponse } } },
    (req) => decideSandboxPayment(app, db, secret, req.params.paymentId, req.body.outcome),
  );
}
