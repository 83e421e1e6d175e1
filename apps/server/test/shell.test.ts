import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FAQ_CATEGORIES } from '@tastydrop/domain';
import { setSetting } from '../src/modules/shell/operator-settings.js';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('shell calls', () => {
  it('reports maintenance from the operator setting', async () => {
    await setSetting(t.database.db, 'maintenance', true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/monitoring/status' })).json().data).toEqual({ is_offline: true, message: '' });
    await setSetting(t.database.db, 'maintenance', false);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/monitoring/status' })).json().data).toEqual({ is_offline: false, message: '' });
  });

  it('gives a Russian title and description per path, for the url in JSON or as a form field', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/seo/get', payload: { url: '/faq' } });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/seo/get',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'url=%2Ffaq',
    });
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/seo/get',
      headers: { 'content-type': 'multipart/form-data; boundary=b0' },
      payload: '--b0\r\nContent-Disposition: form-data; name="url"\r\n\r\n/faq\r\n--b0--\r\n',
    });
    expect(json.json().data.title).toMatch(/[а-яА-Я]/);
    expect(form.json().data).toEqual(json.json().data);
    expect(multipart.json().data).toEqual(json.json().data);
    const home = await t.app.inject({ method: 'POST', url: '/api/v1/seo/get', payload: { url: '/' } });
    expect(home.json().data.title).not.toBe(json.json().data.title);
  });

  it('counts footer statistics from real data', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/footer-stats' })).json().data;
    const user = await registerUser(t.app);
    await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(user.token) });
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/footer-stats' })).json().data;
    expect(Object.keys(after).sort()).toEqual(['arcanes', 'battles', 'online', 'opened', 'upgrades', 'users']);
    expect(after.users).toBe(before.users + 1);
    expect(after.online).toBeGreaterThanOrEqual(1);
  });

  it('serves the counters from memory for COUNTERS_TTL_MS, the live sockets always fresh', async () => {
    const cached = await createTestApp({ env: { COUNTERS_TTL_MS: '600000' } });
    try {
      const read = async () => (await cached.app.inject({ method: 'GET', url: '/api/v1/footer-stats' })).json().data as { users: number };
      const arcanes = async () => (await cached.app.inject({ method: 'GET', url: '/api/v1/cases/arcane/count' })).json().data as { count: number };
      const [before, arcanesBefore] = await Promise.all([read(), arcanes()]);
      await registerUser(cached.app);
      await cached.database.db.execute(sql`UPDATE users SET cases_opened = cases_opened + 1`);
      // Within the window every request answers from the one read (no table counted per request).
      expect(await read()).toEqual(before);
      expect(await arcanes()).toEqual(arcanesBefore);
    } finally {
      await cached.close();
    }
  });

  it('serves a Russian FAQ in every category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/page/faq' });
    const faq = res.json().data as { slug: string; questions: { question: string; answer: string }[] }[];
    expect(faq.map((c) => c.slug)).toEqual([...FAQ_CATEGORIES]);
    for (const category of faq) {
      expect(category.questions.length).toBeGreaterThanOrEqual(3);
      for (const q of category.questions) expect(q.answer).toMatch(/[а-яА-Я]{3}/);
    }
  });

  it('hands the site configuration to the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site-config' });
    const config = res.json().data;
    expect(config).toMatchObject({
      game: 'dota',
      steam_app_id: 570,
      ws: { live_drop_channel: 'LiveDrops/DotaDropItems' },
      features: { battles: true, provably_fair: true, volatility: true },
      auth_providers: [],
    });
  });

  it('shows the configured operator details and contacts, never an invented address', async () => {
    const plain = (await t.app.inject({ method: 'GET', url: '/api/v1/site-config' })).json().data;
    expect(plain.contacts).toEqual({ ad_contacts: '', support_mail: '', partner_mail: '' });
    expect(JSON.stringify(plain)).not.toContain('@localhost');
    const env = { OPERATOR_NAME: 'ООО «Ромашка»', OPERATOR_REGISTRATION: 'ОГРН 1027700132195', OPERATOR_ADDRESS: 'Москва', SUPPORT_EMAIL: 'help@romashka.ru' };
    const own = await createTestApp({ env, database: t.database });
    try {
      const config = (await own.app.inject({ method: 'GET', url: '/api/v1/site-config' })).json().data;
      expect(config.legal_data).toEqual({ beneficiary: 'ООО «Ромашка»', registration_number: 'ОГРН 1027700132195', address: 'Москва' });
      expect(config.contacts.support_mail).toBe('help@romashka.ru');
    } finally {
      await own.close();
    }
  });

  it('lists the payment methods the catalog takes and the networks the site uses, linking the configured channel', async () => {
    const plain = (await t.app.inject({ method: 'GET', url: '/api/v1/site-config' })).json().data;
    expect(plain.footer.payment_methods).toEqual(['visa', 'mastercard', 'sbp', 'yoomoney', 'usdt', 'skins']);
    expect(Object.keys(plain.socials).sort()).toEqual(['telegram', 'vk']);
    const own = await createTestApp({ env: { TELEGRAM_BOT_TOKEN: 'bot', TELEGRAM_CHANNEL: '@our_channel', VK_SERVICE_TOKEN: 'vk', VK_GROUP_ID: '42' }, database: t.database });
    try {
      const config = (await own.app.inject({ method: 'GET', url: '/api/v1/site-config' })).json().data;
      expect(config.socials).toEqual({ telegram: 'https://t.me/our_channel', vk: 'https://vk.com/club42' });
    } finally {
      await own.close();
    }
  });

  it('links the other game\'s site in the project switcher only when its address is set', async () => {
    const plain = (await t.app.inject({ method: 'GET', url: '/api/v1/site-config' })).json().data;
    expect(plain.sibling_site).toBeNull();
    const own = await createTestApp({ env: { SIBLING_SITE_URL: 'https://cs.example.com' }, database: t.database });
    try {
      const config = (await own.app.inject({ method: 'GET', url: '/api/v1/site-config' })).json().data;
      expect(config.sibling_site).toEqual({ game: 'cs', url: 'https://cs.example.com' });
    } finally {
      await own.close();
    }
    const off = await createTestApp({ env: { SIBLING_SITE_URL: 'https://cs.example.com', FEATURES: '-projectSwitcher' }, database: t.database });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/v1/site-config' })).json().data.sibling_site).toBeNull();
    } finally {
      await off.close();
    }
  });

  it('switches to the CS variant by setting', async () => {
    const cs = await createTestApp({ env: { GAME: 'cs' }, database: t.database });
    try {
      const config = (await cs.app.inject({ method: 'GET', url: '/api/v1/site-config' })).json().data;
      expect(config).toMatchObject({ game: 'cs', steam_app_id: 730, ws: { live_drop_channel: 'LiveDrops/CsDropItems' } });
    } finally {
      await cs.close();
    }
  });
});
