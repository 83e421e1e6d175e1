import { toSnakeKeys } from '@tastydrop/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '../../testing/api-handlers';
import { inventoryItemFixture } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { callApi, fillPath, MAX_RETRIES, retryDelay } from './call';
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

  it('sends a GET that met a server error again, at most MAX_RETRIES times', async () => {
    let calls = 0;
    server.use(
      http.get('http://localhost:3000/api/v1/inventory/get', () => {
        calls++;
        return calls < 3 ? HttpResponse.json({ code: 'unpredicted' }, { status: 500 }) : HttpResponse.json({ data: { items: [], total_item: 0, total_price: 0 } });
      }),
    );
    await expect(callApi(inventoryApi.own, { request: { group: 'active', page: 1, perPage: 45 } })).resolves.toEqual({ items: [], totalItem: 0, totalPrice: 0 });
    expect(calls).toBe(1 + MAX_RETRIES);

    calls = 0;
    server.use(http.get('http://localhost:3000/api/v1/inventory/get', () => (calls++, HttpResponse.json({ code: 'unpredicted' }, { status: 500 }))));
    await expect(callApi(inventoryApi.own, { request: { group: 'active', page: 1, perPage: 45 } })).rejects.toMatchObject({ status: 500 });
    expect(calls).toBe(1 + MAX_RETRIES);
  });

  it('never sends a POST that met a server error again', async () => {
    let calls = 0;
    server.use(http.post('http://localhost:3000/api/v1/inventory/sell', () => (calls++, HttpResponse.json({ code: 'unpredicted' }, { status: 500 }))));
    await expect(callApi(inventoryApi.sell, { request: { id: 1 } })).rejects.toMatchObject({ status: 500 });
    expect(calls).toBe(1);
  });
});

describe('retryDelay', () => {
  it('retries a 401 once, only when a fresher token appeared meanwhile, for any method', () => {
    expect(retryDelay({ retries: 0, status: 401, method: 'POST', tokenChanged: true })).toBe(0);
    expect(retryDelay({ retries: 0, status: 401, method: 'GET', tokenChanged: false })).toBeNull();
    expect(retryDelay({ retries: 1, status: 401, method: 'GET', tokenChanged: true })).toBeNull();
  });

  it('retries a 500 of a GET with a doubling wait up to the bound, and nothing else', () => {
    expect(retryDelay({ retries: 0, status: 500, method: 'GET', tokenChanged: false })).toBe(300);
    expect(retryDelay({ retries: 1, status: 500, method: 'GET', tokenChanged: false })).toBe(600);
    expect(retryDelay({ retries: MAX_RETRIES, status: 500, method: 'GET', tokenChanged: false })).toBeNull();
    expect(retryDelay({ retries: 0, status: 500, method: 'POST', tokenChanged: false })).toBeNull();
    expect(retryDelay({ retries: 0, status: 502, method: 'GET', tokenChanged: false })).toBeNull();
    expect(retryDelay({ retries: 0, status: 404, method: 'GET', tokenChanged: false })).toBeNull();
  });
});
