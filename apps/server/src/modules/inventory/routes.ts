import { SellOneRequest, SellResponse } from '@tastydrop/domain';
import { authOf } from '../../http/auth.js';
import type { App, ModuleDeps } from '../../http/types.js';
import { sellItem } from './sell-item.js';


export function inventoryRoutes(app: App, deps: ModuleDeps): void {
  app.post('/api/v1/inventory/sell', { onRequest: deps.requireAuth, schema: { body: SellOneRequest, response: { 200: SellResponse } } }, async (req) => {
    const userId = authOf(req).userId;
    const sold = await sellItem(deps.db, userId, req.body.id);
    await deps.realtime
      .publishToUser(userId, { event: 'statechange', type: 'selled', money: sold.balance, price: sold.price, coins: 0 })
      .catch((err: unknown) => req.log.warn({ err }, 'statechange publish failed'));
    await deps.realtime.publishToUser(userId, { event: 'sell_done' }).catch(() => undefined);
    return { balance: sold.balance, totalAmountItems: sold.totalAmountItems };
  });
}
