import { toSnakeKeys } from '@tastydrop/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '../../testing/api-handlers';
import { inventoryItemFixture } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { callApi, fillPath } from './call';
import { inventoryApi } from './endpoints/inventory';

describe('callApi', () => {
  it('sends the path with its parameters and returns the camelCased answer', async () => {
    server.use(answer(inventoryApi.sell, { balance: 112.5, totalAmountItems: 30 }));
    await expect(callApi(inventoryApi.sell, { request: { id: 1 } })).resolves.toEqual({ balance: 112.5, totalAmountItems: 30 });
    expect(fillPath('/v1/cases/:slug/open', { slug: 'a b' })).toBe('/v1/cases/a%20b/open');
  });

  it('refuses an answer outside the schema, naming the endpoint and the bad field', async () => {
    const item = { ...inventoryItemFixture(1, 10), price: '10.00' };
    server.use(http.get('http://localhost:3000/api/v1/inventory/get', () => HttpResponse.json({ data: toSnakeKeys({ items: [item], totalItem: 1, totalPrice: 10 }) })));
    const call = callApi(inventoryApi.own, { request: { group: 'active', page: 1, perPage: 45 } });
    await expect(call).rejects.toThrow('GET /v1/inventory/get (inventory.own) answered outside its schema');
    await expect(call).rejects.toThrow('items.0.price: Invalid input: expected number, received string');
  });
});
