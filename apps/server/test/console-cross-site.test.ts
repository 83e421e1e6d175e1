import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TABLE_NAMES } from '../src/modules/admin/export-csv.js';
import { auditCount, consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let owner: ConsoleUser;
let playerId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000', SESSION_RATE_LIMIT: '10000' } });
  owner = await consoleUser(t, 'owner');
  playerId = (await registerUser(t.app)).userId;
});
afterAll(() => t.close());

/** The console's reads that hand out players' data in bulk. */
const bulkReads = () => [
  ...EXPORT_TABLE_NAMES.map((table) => `/api/admin/export/${table}.csv`),
  '/api/admin/players?q=tasty',
  `/api/admin/players/${playerId}`,
  `/api/admin/players/${playerId}/ledger`,
  '/api/admin/audit',
  '/api/admin/payments',
  '/api/admin/payments/1/history',
  '/api/admin/support/messages',
  '/api/admin/accounts',
];

/** A GET carried by the session cookie, as a browser sends it. */
const browserGet = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, cookies: { tastyToken: owner.token }, headers });

describe('console reads of players’ data', () => {
  it('refuses a cross-site request for an export, even with the console header, and audits nothing', async () => {
    const before = await auditCount(t);
    for (const url of bulkReads()) {
      const res = await browserGet(url, { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'x-console': '1' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'forbidden', parameters: { reason: 'cross_site_request' } });
      expect(res.headers['content-disposition'], url).toBeUndefined();
    }
    expect(await auditCount(t)).toBe(before);
  });

  it('refuses a same-site request from another subdomain too', async () => {
    const res = await browserGet('/api/admin/export/players.csv', { 'sec-fetch-site': 'same-site', 'x-console': '1' });
    expect(res.json()).toMatchObject({ code: 'forbidden', parameters: { reason: 'cross_site_request' } });
  });

  it('needs the console’s own header: a plain link, even from the site itself, gets nothing', async () => {
    const before = await auditCount(t);
    for (const url of bulkReads()) {
      const variants: Record<string, string>[] = [{}, { 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, { 'x-console': '0' }];
      for (const headers of variants) {
        const res = await browserGet(url, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden', parameters: { reason: 'console_header_required' } });
      }
    }
    expect(await auditCount(t)).toBe(before);
  });

  it('serves the console’s own call and audits the export under the operator', async () => {
    const before = await auditCount(t);
    const res = await browserGet('/api/admin/export/players.csv', { 'sec-fetch-site': 'same-origin', 'x-console': '1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(await auditCount(t)).toBe(before + 1);
    const search = await browserGet('/api/admin/players?q=tasty', { 'sec-fetch-site': 'same-origin', 'x-console': '1' });
    expect(search.statusCode).toBe(200);
  });

  it('refuses a cross-site request on every console route, before anything else runs', async () => {
    for (const route of t.app.consoleRoutes) {
      const url = route.url.replace(/:id/g, '1').replace(/:section/g, 'ledger').replace(/:[a-zA-Z]+/g, 'x');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        cookies: { tastyToken: owner.token },
        headers: { 'sec-fetch-site': 'cross-site', 'x-console': '1' },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().parameters, `${route.method} ${route.url}`).toMatchObject({ reason: 'cross_site_request' });
    }
  });

  it('leaves the calls the console page preloads open to the browser’s preload, which sends no header', async () => {
    for (const url of ['/api/admin/me', '/api/admin/withdrawals', '/api/admin/approvals']) {
      const res = await browserGet(url, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
