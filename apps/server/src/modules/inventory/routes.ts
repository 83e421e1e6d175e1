import { z } from 'zod';
import {
  InventoryList,
  Id,
  InventoryQuery,
  PackContentsResponse,
  PackOpenRequest,
  PackOpenResponse,
  ReplacementRequest,
  ReplacementResponse,
  ReplacementsQuery,
  ReplacementsResponse,
  SellManyRequest,
  SellOneRequest,
  SellResponse,
  toWire,
} from '@tastydrop/domain';
import { isPooled } from '../../platform/db/raw.js';
import { configuredBatcher, sharedBatchOptions, type Batcher } from '../../platform/db/request-batcher.js';
import { AppError } from '../../core/app-error.js';
import { authOf } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { listInventory } from './list-inventory.js';
import { listReplacements } from './list-replacements.js';
import { listPackContents } from './list-pack-contents.js';
import { openPack } from './open-pack.js';
import { publishSale } from './publish-sale.js';
import { replaceItem } from './replace-item.js';
import { runSellBatch, type SellRequest } from './sell-items-batch.js';
import { sellItems, type SaleResult } from './sell-items.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** How sales run (batched on PostgreSQL); tests read its counts. */
    itemSeller: Batcher<SellRequest, SaleResult>;
  }
}

const CatalogItemParams = z.object({ itemId: Id });

/** Inventory: anyone's list; selling, exchanging and unpacking one's own items (withdrawing is the withdrawals module's). */
export function inventoryRoutes(app: App, deps: ModuleDeps): void {
  const { db, requireAuth } = deps;
  const saleResponse = (sale: SaleResult) => ({ balance: toWire(sale.balance), totalAmountItems: toWire(sale.totalAmountItems) });
  const { config } = deps;
  const seller = configuredBatcher<SellRequest, SaleResult>(
    config.SELL_BATCH,
    isPooled(db),
    { runBatch: (requests) => runSellBatch(db, requests), runSingle: (r) => sellItems(db, r.userId, r.selection) },
    sharedBatchOptions(config, app.log, 'sales', deps.metrics),
  );
  app.decorate('itemSeller', seller);
  app.addHook('onClose', () => seller.drain());

  app.get('/api/v1/inventory/get', { onRequest: deps.optionalAuth, schema: { querystring: InventoryQuery, response: { 200: InventoryList } } }, (req) => {
    const userId = req.query.userId ?? req.auth?.userId;
    if (!userId) throw new AppError('authentication');
    return listInventory(db, { userId, group: req.query.group, page: req.query.page, perPage: req.query.perPage });
  });

  app.post('/api/v1/inventory/sell', { onRequest: requireAuth, schema: { body: SellOneRequest, response: { 200: SellResponse } } }, async (req) => {
    const userId = authOf(req).userId;
    const sale = await seller.submit({ userId, selection: { ids: [req.body.id] } });
    deps.metrics.played('sell');
    await publishSale(deps.realtime, req.log, userId, sale);
    return saleResponse(sale);
  });

  app.post('/api/v1/inventory/sell/many', { onRequest: requireAuth, schema: { body: SellManyRequest, response: { 200: SellResponse } } }, async (req) => {
    const userId = authOf(req).userId;
    const sale = await seller.submit({ userId, selection: { ids: req.body.ids } });
    deps.metrics.played('sell');
    await publishSale(deps.realtime, req.log, userId, sale);
    return saleResponse(sale);
  });

  app.post('/api/v1/inventory/sell/all', { onRequest: requireAuth, schema: { response: { 200: SellResponse } } }, async (req) => {
    const userId = authOf(req).userId;
    const sale = await seller.submit({ userId, selection: { all: true } });
    deps.metrics.played('sell');
    await publishSale(deps.realtime, req.log, userId, sale);
    return saleResponse(sale);
  });

  app.get(
    '/api/v1/inventory/get/replacements',
    { onRequest: requireAuth, schema: { querystring: ReplacementsQuery, response: { 200: ReplacementsResponse } } },
    (req) => listReplacements(db, authOf(req).userId, req.query, deps.config.GAME),
  );

  app.post(
    '/api/v1/inventory/replacement',
    { onRequest: requireAuth, schema: { body: ReplacementRequest, response: { 200: ReplacementResponse } } },
    async (req) => {
      const userId = authOf(req).userId;
      const replaced = await replaceItem(db, userId, req.body, deps.config.GAME);
      return { status: 'EXCHANGED' as const, item: replaced.item, balance: toWire(replaced.balance) };
    },
  );

  app.get(
    '/api/v1/inventory/packs/:itemId/items',
    { onRequest: deps.publicRoute, schema: { params: CatalogItemParams, response: { 200: PackContentsResponse } } },
    (req) => listPackContents(db, req.params.itemId, deps.config.GAME),
  );

  app.post('/api/v1/inventory/packs/open', { onRequest: requireAuth, schema: { body: PackOpenRequest, response: { 200: PackOpenResponse } } }, async (req) => ({
    items: await openPack(db, authOf(req).userId, req.body.inventoryId),
  }));
}
