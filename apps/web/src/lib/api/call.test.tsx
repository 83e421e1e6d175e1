import { toSnakeKeys } from '@tastydrop/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '../../testing/api-handlers';
import { inventoryItemFixture } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { currentAccessToken, setAccessToken } from '../api-client';
import { callApi, fillPath, isIdempotent, MAX_RETRIES, retryDelay } from './call';
import { adminApi } from './endpoints/admin';
import { inventoryApi } from './endpoints/inventory';
import { shellApi } from './endpoints/shell';
import { supportApi } from './endpoints/support';

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

describe('retries on 401 and 500', () => {
  const adjust = { currency: 'money' as const, amount: 150, reason: 'Возврат по обращению', key: 'form-key-0001' };

  it('sends a keyed POST that met a server error again with the same key, and a GET after a 401 without the refused token', async () => {
    const keys: unknown[] = [];
    server.use(
      http.post('http://localhost:3000/api/admin/players/7/balance', async ({ request }) => {
        keys.push(((await request.json()) as { key: string }).key);
        return keys.length === 1 ? HttpResponse.json({ code: 'unpredicted' }, { status: 500 }) : HttpResponse.json({ data: { status: 'applied', balance: 15_000 } });
      }),
    );
    await expect(callApi(adminApi.adjustBalance, { params: { id: 7 }, request: adjust })).resolves.toEqual({ status: 'applied', balance: 15_000 });
    expect(keys).toEqual(['form-key-0001', 'form-key-0001']);

    const authorizations: (string | null)[] = [];
    server.use(
      http.get('http://localhost:3000/api/v1/inventory/get', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return request.headers.get('authorization') ? HttpResponse.json({ code: 'authentication' }, { status: 401 }) : HttpResponse.json({ data: { items: [], total_item: 0, total_price: 0 } });
      }),
    );
    setAccessToken('stale-token');
    await expect(callApi(inventoryApi.own, { request: { group: 'active', page: 1, perPage: 45 } })).resolves.toEqual({ items: [], totalItem: 0, totalPrice: 0 });
    expect(authorizations).toEqual(['Bearer stale-token', null]);
    expect(currentAccessToken()).toBeNull();
  });

  it('never sends again a POST without a key, after a 401 or a 500', async () => {
    let calls = 0;
    server.use(http.post('http://localhost:3000/api/v1/inventory/sell', () => (calls++, HttpResponse.json({ code: 'authentication' }, { status: 401 }))));
    setAccessToken('stale-token');
    await expect(callApi(inventoryApi.sell, { request: { id: 1 } })).rejects.toMatchObject({ status: 401 });
    expect(calls).toBe(1);
    setAccessToken(null);
  });
});

describe('form bodies', () => {
  it('sends the SEO lookup and the analytics session as form data with snake_case fields', async () => {
    const seen: { type: string | null; fields: Record<string, string> }[] = [];
    const read = async (request: Request) => seen.push({ type: request.headers.get('content-type'), fields: Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)])) });
    server.use(
      http.post('http://localhost:3000/api/v1/seo/get', async ({ request }) => (await read(request), HttpResponse.json({ data: { title: 'T', description: 'D' } }))),
      http.post('http://localhost:3000/api/v1/users/sessions', async ({ request }) => (await read(request), HttpResponse.json({ data: { session_id: 's-1' } }))),
    );
    await callApi(shellApi.seo, { request: { url: '/open/arcana' } });
    await callApi(shellApi.analyticsSession, { request: { sessionUrl: 'https://site/?utm_source=vk', utmSource: 'vk', fbp: undefined } });
    expect(seen[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.fields).toEqual({ url: '/open/arcana' });
    expect(seen[1]!.type).toMatch(/^multipart\/form-data/);
    expect(seen[1]!.fields).toEqual({ session_url: 'https://site/?utm_source=vk', utm_source: 'vk' });
  });

  it('sends a file as the body with its own type and the usual headers, and reads the answer as any call', async () => {
    // (jsdom's File reaches the test's fetch without its bytes, so only the headers are compared.)
    const seen: { type: string | null; language: string | null }[] = [];
    server.use(
      http.post('http://localhost:3000/api/v1/support/chat/attachments', async ({ request }) => {
        seen.push({ type: request.headers.get('content-type'), language: request.headers.get('x-client-language') });
        return HttpResponse.json({ data: { conversation_id: 7, messages: [] } });
      }),
    );
    const picture = new File(['png-bytes'], 'shot.png', { type: 'image/png' });
    await expect(callApi(supportApi.upload, { request: picture })).resolves.toEqual({ conversationId: 7, messages: [] });
    expect(seen).toEqual([{ type: 'image/png', language: 'ru' }]);
  });
});

describe('retryDelay', () => {
  it('retries a 401 of a call that may run twice once, and again only when a fresher token appeared', () => {
    expect(retryDelay({ retries: 0, status: 401, idempotent: true, tokenChanged: false })).toBe(0);
    expect(retryDelay({ retries: 1, status: 401, idempotent: true, tokenChanged: false })).toBeNull();
    expect(retryDelay({ retries: 1, status: 401, idempotent: true, tokenChanged: true })).toBe(0);
    expect(retryDelay({ retries: 0, status: 401, idempotent: false, tokenChanged: true })).toBeNull();
  });

  it('retries a 500 of a call that may run twice with a doubling wait up to the bound, and nothing else', () => {
    expect(retryDelay({ retries: 0, status: 500, idempotent: true, tokenChanged: false })).toBe(300);
    expect(retryDelay({ retries: 1, status: 500, idempotent: true, tokenChanged: false })).toBe(600);
    expect(retryDelay({ retries: MAX_RETRIES, status: 500, idempotent: true, tokenChanged: false })).toBeNull();
    expect(retryDelay({ retries: 0, status: 500, idempotent: false, tokenChanged: false })).toBeNull();
    expect(retryDelay({ retries: 0, status: 502, idempotent: true, tokenChanged: false })).toBeNull();
    expect(retryDelay({ retries: 0, status: 404, idempotent: true, tokenChanged: false })).toBeNull();
  });

  it('counts a GET and a call carrying its key as idempotent, a POST without its key not', () => {
    expect(isIdempotent(inventoryApi.own, undefined)).toBe(true);
    expect(isIdempotent(adminApi.adjustBalance, { key: 'k-12345678' })).toBe(true);
    expect(isIdempotent(adminApi.adjustBalance, { key: '' })).toBe(false);
    expect(isIdempotent(inventoryApi.sell, { id: 1 })).toBe(false);
  });
});
