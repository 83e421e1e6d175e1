import { z } from 'zod';
import { ItemPriceHistory } from '@tastydrop/domain';
import { publicRoute } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { readPriceHistory } from './read-price-history.js';

const ItemParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** What players see of the market: an item's market price and its last 30 days. */
export function pricesRoutes(app: App, deps: ModuleDeps): void {
  app.get('/api/v1/items/:id/prices', { onRequest: publicRoute, schema: { params: ItemParams, response: { 200: ItemPriceHistory } } }, (req) =>
    readPriceHistory(deps.db, deps.config.GAME, req.params.id, new Date()),
  );
}
