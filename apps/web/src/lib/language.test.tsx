import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { LANGUAGE_COOKIE_MAX_AGE_S, saveLanguage, savedLanguage } from './language';

describe('saveLanguage', () => {
  it('keeps the language in the lang cookie for 365 days and saves it on the server, sent as the client-language header', async () => {
    const bodies: unknown[] = [];
    const headers: (string | null)[] = [];
    server.use(
      http.post('http://localhost:3000/api/v1/users/lang/change', async ({ request }) => {
        bodies.push(await request.json());
        headers.push(request.headers.get('X-Client-Language'));
        return HttpResponse.json({ data: { code: 'ru' } });
      }),
    );
    await saveLanguage('ru', true);
    expect(savedLanguage()).toBe('ru');
    expect(LANGUAGE_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(bodies).toEqual([{ code: 'ru' }]);
    expect(headers).toEqual(['ru']);
  });

  it("ignores the server's failure, and asks the server nothing for a guest", async () => {
    let calls = 0;
    server.use(http.post('http://localhost:3000/api/v1/users/lang/change', () => (calls++, HttpResponse.json({ code: 'unpredicted' }, { status: 500 }))));
    await expect(saveLanguage('ru', true)).resolves.toBeUndefined();
    expect(calls).toBe(1);
    await saveLanguage('ru', false);
    expect(calls).toBe(1);
    expect(savedLanguage()).toBe('ru');
  });
});
