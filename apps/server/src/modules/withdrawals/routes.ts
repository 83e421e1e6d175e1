import { z } from 'zod';
import { BigId, SendItemRequest, SendItemResponse, TradeIdResponse } from '@tastydrop/domain';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { getTradeId } from './get-trade-id.js';
import { requestWithdrawal } from './request-withdrawal.js';
import { withdrawalsSandbox } from './trade-provider.js';
import { firstProviderKind, marketConfigured, readProviderChoice } from './provider-choice.js';

const ItemParams = z.object({ id: BigId });
const HOUR_MS = 3_600_000;

/** Withdrawing one's own items to the game platform, and the trade offer's id for the item's page. */
export function withdrawalsRoutes(app: App, deps: ModuleDeps): void {
  const { db, requireAuth } = deps;
  const sandbox = withdrawalsSandbox(deps.config);
  const market = marketConfigured(deps.config);

  app.post('/api/v1/inventory/senditem', { onRequest: requireAuth, schema: { body: SendItemRequest, response: { 200: SendItemResponse } } }, async (req) => {
    const choice = market ? await readProviderChoice(db, deps.config.GAME) : 'stock';
    const provider = firstProviderKind(choice, req.body.method, sandbox ? 'sandbox' : 'steam', market);
    const { items, heldUntil, review } = await requestWithdrawal(db, {
      userId: authOf(req).userId,
      ids: req.body.ids,
      method: req.body.method,
      provider,
      tradeLinkHoldMs: deps.config.TRADE_LINK_HOLD_HOURS * HOUR_MS,
    });
    return { items, sandbox: provider === 'sandbox', ...(heldUntil ? { heldUntil: heldUntil.toISOString() } : {}), ...(review ? { review } : {}) };
  });

  app.get('/api/v1/inventory/:id/trade_id', { onRequest: requireAuth, schema: { params: ItemParams, response: { 200: TradeIdResponse } } }, (req) =>
    getTradeId(db, authOf(req).userId, req.params.id),
  );
}
