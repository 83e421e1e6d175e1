import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectRows } from '../src/modules/admin/rows.js';
import { refundPayment } from '../src/modules/admin/refund-payment.js';
import { EXPORT_BATCH } from '../src/modules/admin/export-csv.js';
import { ProviderError } from '../src/modules/payments/providers/provider.js';
import { pruneAnalyticsEvents } from '../src/modules/analytics/prune-events.js';
import { auditCount, consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { bearer, registerUser, type TestApp } from './helpers.js';
import { balancesOf, createPaymentsApp, paySandbox } from './payments-fixtures.js';

let t: TestApp;
let owner: ConsoleUser;
let finance: ConsoleUser;
let content: ConsoleUser;
let support: ConsoleUser;
let caseSlug: string;
beforeAll(async () => {
  t = await createPaymentsApp({ env: { AUTH_RATE_LIMIT: '10000', SESSION_RATE_LIMIT: '10000' } });
  owner = await consoleUser(t, 'owner');
  finance = await consoleUser(t, 'finance');
  content = await consoleUser(t, 'content');
  support = await consoleUser(t, 'support');
  await seedFixtureCatalog(t.database.db);
  const [row] = await selectRows(t.database.db, sql`SELECT slug FROM cases ORDER BY id LIMIT 1`);
  caseSlug = String(row!.slug);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, who: ConsoleUser | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });

async function audited<T>(action: () => Promise<T>, rows = 1): Promise<T> {
  const before = await auditCount(t);
  const result = await action();
  expect(await auditCount(t)).toBe(before + rows);
  return result;
}

describe('own analytics', () => {
  it('stores batches of page views, marketing records and event clicks, and sums them with utm sources', async () => {
    const player = await registerUser(t.app);
    const batch = {
      session_id: 'sess-a',
      events: [
        { kind: 'page_view', path: '/', referrer: '', utm_source: 'vk', utm_medium: 'cpc', utm_campaign: 'winter' },
        { kind: 'page_view', path: '/events', referrer: 'https://ya.ru/', utm_source: 'vk', utm_medium: 'cpc', utm_campaign: 'winter' },
        { kind: 'marketing', referrer: '', language: 'ru-RU', landing_page: 'https://site/?utm_source=vk', screen_width: 1440, screen_height: 900, utm_source: 'vk' },
        { kind: 'event_click', name: 'battles', place: 'overview' },
        { kind: 'event_click', name: 'top_players_tab' },
      ],
    };
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/analytics/events', payload: batch });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toEqual({ stored: 5 });
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/v1/analytics/events', headers: bearer(player.token), payload: { session_id: 'sess-b', events: [{ kind: 'page_view', path: '/', referrer: '' }] } });
    expect(signedIn.statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/analytics/events', payload: { events: [{ kind: 'event_click', name: 'nonsense' }] } });
    expect(refused.statusCode).toBe(400);

    const rows = await selectRows(t.database.db, sql`SELECT kind, referrer, user_id FROM analytics_events ORDER BY id`);
    expect(rows.filter((r) => r.kind === 'page_view').map((r) => r.referrer)).toEqual(['Direct', 'https://ya.ru/', 'Direct']);
    expect(rows.at(-1)!.user_id).toBe(player.userId);

    const summary = (await call('GET', '/api/admin/analytics?days=1', finance)).json().data;
    expect(summary.page_views).toBe(3);
    expect(summary.sessions).toBe(2);
    expect(summary.sources).toContainEqual({ source: 'vk', medium: 'cpc', campaign: 'winter', views: 2, sessions: 1 });
    expect(summary.sources).toContainEqual(expect.objectContaining({ source: '(none)', views: 1 }));
    expect(summary.referrers[0]).toEqual({ referrer: 'Direct', views: 2 });
    expect(summary.languages).toEqual([{ language: 'ru-RU', sessions: 1 }]);
    expect(summary.screens).toEqual([{ screen: '1440×900', sessions: 1 }]);
    expect(summary.event_clicks).toContainEqual({ name: 'battles', place: 'overview', clicks: 1 });
    expect((await call('GET', '/api/admin/analytics', content)).statusCode).toBe(403);
  });

  it('forgets events older than a month', async () => {
    await t.database.db.execute(sql`INSERT INTO analytics_events (kind, path, referrer, created_at) VALUES ('page_view', '/old', 'Direct', now() - interval '31 days')`);
    await pruneAnalyticsEvents(t.database.db, new Date());
    expect(await selectRows(t.database.db, sql`SELECT id FROM analytics_events WHERE path = '/old'`)).toEqual([]);
    expect((await selectRows(t.database.db, sql`SELECT count(*)::int AS n FROM analytics_events`))[0]!.n).toBeGreaterThan(0);
  });
});

describe('promo codes, bonus levels and offers', () => {
  const promo = () => ({ code: `winter${Date.now() % 100000}`, type: 'common', percent: 15, max_uses: 100, max_uses_per_user: 1, free_cases: [{ case_slug: caseSlug, opens: 2, hours: 24 }] });

  it('previews, creates and edits a promo code with validation, one audit row per save', async () => {
    const input = promo();
    const preview = await audited(() => call('POST', '/api/admin/promo-codes/preview', content, { promo: input }), 0);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.lines.join('\n')).toContain('+15%');
    expect(preview.json().data.warnings).toEqual([]);

    const wrongType = await call('POST', '/api/admin/promo-codes', content, { promo: { ...input, sum: 100 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().parameters.fields).toHaveProperty('promo.sum');
    const unknownCase = await call('POST', '/api/admin/promo-codes', content, { promo: { ...input, free_cases: [{ case_slug: 'no-such-case', opens: 1 }] } });
    expect(unknownCase.statusCode).toBe(400);
    expect(unknownCase.json().parameters.fields).toHaveProperty(['free_cases.0.case_slug']);

    const created = await audited(() => call('POST', '/api/admin/promo-codes', content, { promo: input }));
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const [row] = await selectRows(t.database.db, sql`SELECT code, percent_bp, max_uses, free_cases FROM promo_codes WHERE id = ${id}`);
    expect(row).toMatchObject({ code: input.code.toUpperCase(), percent_bp: 1500, max_uses: 100, free_cases: [{ caseSlug, opens: 2, hours: 24 }] });

    const duplicate = await call('POST', '/api/admin/promo-codes', content, { promo: input });
    expect(duplicate.json().code).toBe('promo_code_taken');
    const edited = await audited(() => call('POST', `/api/admin/promo-codes/${id}`, content, { promo: { ...input, type: 'instant', percent: null, sum: 50 }, reason: 'меняем на мгновенный' }));
    expect(edited.statusCode).toBe(200);
    const [after] = await selectRows(t.database.db, sql`SELECT type, percent_bp, sum FROM promo_codes WHERE id = ${id}`);
    expect(after).toEqual({ type: 'instant', percent_bp: null, sum: 5000 });
    const [audit] = await selectRows(t.database.db, sql`SELECT action, target, reason FROM audit_log ORDER BY id DESC LIMIT 1`);
    expect(audit).toEqual({ action: 'promo.update', target: `promo:${id}`, reason: 'меняем на мгновенный' });

    // A player activates the code as the site always did.
    const player = await registerUser(t.app);
    const applied = await t.app.inject({ method: 'POST', url: '/api/v1/payments/promo/apply', headers: bearer(player.token), payload: { code: input.code } });
    expect(applied.statusCode).toBe(200);
    expect((await balancesOf(t.database.db, player.userId)).money).toBe(5000);
    const listed = (await call('GET', `/api/admin/promo-codes?q=${input.code}`, content)).json().data as { id: number; used_count: number }[];
    expect(listed).toEqual([expect.objectContaining({ id, used_count: 1 })]);
    expect((await call('GET', '/api/admin/promo-codes', support)).statusCode).toBe(403);
  });

  it('turns a promo code off and on, one audit row per change and none for a repeat; an off code is refused to players', async () => {
    const input = { ...promo(), code: `switch${Date.now() % 100000}` };
    const id = (await call('POST', '/api/admin/promo-codes', content, { promo: input })).json().data.id as number;
    const off = await audited(() => call('POST', `/api/admin/promo-codes/${id}/active`, content, { active: false, reason: 'утёк в паблик' }));
    expect(off.statusCode).toBe(200);
    const [audit] = await selectRows(t.database.db, sql`SELECT action, target, reason, after FROM audit_log ORDER BY id DESC LIMIT 1`);
    expect(audit).toEqual({ action: 'promo.disable', target: `promo:${id}`, reason: 'утёк в паблик', after: { active: false } });
    await audited(() => call('POST', `/api/admin/promo-codes/${id}/active`, content, { active: false }), 0);

    const player = await registerUser(t.app);
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/payments/promo/apply', headers: bearer(player.token), payload: { code: input.code } });
    expect(refused.json().code).toBe('promo_not_found');
    await audited(() => call('POST', `/api/admin/promo-codes/${id}/active`, content, { active: true }));
    const applied = await t.app.inject({ method: 'POST', url: '/api/v1/payments/promo/apply', headers: bearer(player.token), payload: { code: input.code } });
    expect(applied.statusCode).toBe(200);

    expect((await audited(() => call('POST', '/api/admin/promo-codes/2147483647/active', content, { active: false }), 0)).json().code).toBe('promo_not_found');
    expect((await audited(() => call('POST', `/api/admin/promo-codes/${id}/active`, support, { active: false }), 0)).statusCode).toBe(403);
  });

  it('pages the promo codes and finds them by the beginning of the code, wildcards taken literally', async () => {
    const stem = `PAGE${Date.now() % 100000}`;
    for (const tail of ['A', 'B', '_C']) await call('POST', '/api/admin/promo-codes', content, { promo: { ...promo(), code: `${stem}${tail}` } });
    const found = (await call('GET', `/api/admin/promo-codes?q=${stem.toLowerCase()}`, content)).json().data as { code: string }[];
    expect(found.map((r) => r.code)).toEqual([`${stem}_C`, `${stem}B`, `${stem}A`]);
    const literal = (await call('GET', `/api/admin/promo-codes?q=${stem}_`, content)).json().data as { code: string }[];
    expect(literal.map((r) => r.code)).toEqual([`${stem}_C`]);
    expect((await call('GET', `/api/admin/promo-codes?q=${stem}&page=1`, content)).json().data).toEqual([]);
  });

  it('replaces the deposit bonus levels, refusing levels out of order', async () => {
    const bad = await call('POST', '/api/admin/bonus-levels', content, { levels: [{ from: 1000, percent: 5 }, { from: 500, percent: 10 }], reason: 'новые уровни' });
    expect(bad.statusCode).toBe(400);
    await audited(async () => expect((await call('POST', '/api/admin/bonus-levels', content, { levels: [{ from: 500, percent: 5 }, { from: 1000, percent: 10 }], reason: 'новые уровни' })).statusCode).toBe(200));
    expect((await call('GET', '/api/admin/bonus-levels', content)).json().data.levels).toEqual([{ from: 500, percent: 5 }, { from: 1000, percent: 10 }]);
    const publicLevels = await t.app.inject({ method: 'GET', url: '/api/v1/payments/bonus/levels' });
    expect(JSON.stringify(publicLevels.json().data)).toContain('1000');
  });

  it('previews, creates and edits an offer with its trigger', async () => {
    const offer = { game: 'dota', slug: `winter-pack-${Date.now() % 100000}`, kind: 'personal', trigger_type: 'welcome', name: 'Зимний набор', title: 'Зимний набор', description: '', image: '/img/pack.png', price: 299, old_price: 499, bonus_coins: 50, bonus_money: 0, cases: [{ slug: caseSlug, opens: 3 }] };
    expect((await call('POST', '/api/admin/offers', content, { offer: { ...offer, trigger_type: null } })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/offers', content, { offer: { ...offer, old_price: 100 } })).statusCode).toBe(400);
    const preview = (await call('POST', '/api/admin/offers/preview', content, { offer: { ...offer, bonus_money: 300 } })).json().data;
    expect(preview.lines.join('\n')).toContain('скидка 40%');
    expect(preview.warnings.join('\n')).toContain('убыток');
    const created = await audited(() => call('POST', '/api/admin/offers', content, { offer }));
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    await audited(() => call('POST', `/api/admin/offers/${id}`, content, { offer: { ...offer, price: 199, active: false } }));
    const listed = (await call('GET', '/api/admin/offers', content)).json().data as { id: number; price: number; active: boolean }[];
    expect(listed.find((o) => o.id === id)).toMatchObject({ price: 19900, active: false });
  });

  it('hides an offer and shows it again, audited once per change, with its purchases and open triggers counted', async () => {
    const offer = { game: 'dota', slug: `switch-pack-${Date.now() % 100000}`, kind: 'shop', name: 'Набор', title: 'Набор', image: '/img/pack.png', price: 99, bonus_coins: 10, cases: [] };
    const id = (await call('POST', '/api/admin/offers', content, { offer })).json().data.id as number;
    const row = () => call('GET', '/api/admin/offers', content).then((r) => (r.json().data as { id: number; active: boolean; purchases: number; open_triggers: number }[]).find((o) => o.id === id));
    expect(await row()).toMatchObject({ active: true, purchases: 0, open_triggers: 0 });
    await audited(() => call('POST', `/api/admin/offers/${id}/active`, content, { active: false }));
    expect(await row()).toMatchObject({ active: false });
    const [audit] = await selectRows(t.database.db, sql`SELECT action, target FROM audit_log ORDER BY id DESC LIMIT 1`);
    expect(audit).toEqual({ action: 'offer.disable', target: `offer:${id}` });
    await audited(() => call('POST', `/api/admin/offers/${id}/active`, content, { active: false }), 0);
    await audited(() => call('POST', `/api/admin/offers/${id}/active`, content, { active: true }));
    expect(await row()).toMatchObject({ active: true });
    expect((await call('POST', '/api/admin/offers/2147483647/active', content, { active: true })).json().code).toBe('dataNotFound');
  });
});

describe('refunds', () => {
  it('refunds a sandbox deposit through the wallet, once, with a reason, and says why it cannot otherwise', async () => {
    const player = await registerUser(t.app);
    const start = await balancesOf(t.database.db, player.userId);
    const orderId = await paySandbox(t, player.token, { amount: 500 });
    const [payment] = await selectRows(t.database.db, sql`SELECT id, value, bonus_money FROM payments WHERE order_id = ${orderId}`);
    const id = Number(payment!.id);

    expect((await call('POST', `/api/admin/payments/${id}/refund`, finance, {})).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/payments/${id}/refund`, support, { reason: 'игрок просит' })).statusCode).toBe(403);
    const done = await audited(() => call('POST', `/api/admin/payments/${id}/refund`, finance, { reason: 'игрок передумал' }));
    expect(done.statusCode).toBe(200);
    expect(done.json().data.provider_refund_id).toMatch(/^sbx_rf_/);
    expect((await balancesOf(t.database.db, player.userId)).money).toBe(start.money);
    const ledger = await selectRows(t.database.db, sql`SELECT delta, reason FROM ledger WHERE user_id = ${player.userId} AND reason = 'payment_refund'`);
    expect(ledger).toEqual([{ delta: -(Number(payment!.value) + Number(payment!.bonus_money)), reason: 'payment_refund' }]);

    const again = await audited(() => call('POST', `/api/admin/payments/${id}/refund`, owner, { reason: 'ещё раз' }), 0);
    expect(again.json().code).toBe('refund_not_allowed');
    const [refund] = await selectRows(t.database.db, sql`SELECT status, reason FROM payment_refunds WHERE payment_id = ${id}`);
    expect(refund).toEqual({ status: 'succeeded', reason: 'игрок передумал' });
  });

  it('refuses when the balance no longer holds the deposit, and when the provider has no refunds', async () => {
    const player = await registerUser(t.app);
    const orderId = await paySandbox(t, player.token, { amount: 500 });
    const [payment] = await selectRows(t.database.db, sql`SELECT id FROM payments WHERE order_id = ${orderId}`);
    const id = Number(payment!.id);
    const { money } = await balancesOf(t.database.db, player.userId);
    await audited(() => call('POST', `/api/admin/players/${player.userId}/balance`, owner, { currency: 'money', amount: -(money - 100) / 100, reason: 'списание', key: `spend-${id}-key` }));
    const poor = await audited(() => call('POST', `/api/admin/payments/${id}/refund`, finance, { reason: 'игрок передумал' }), 0);
    expect(poor.json().code).toBe('balance_error');
    expect(await selectRows(t.database.db, sql`SELECT id FROM payment_refunds WHERE payment_id = ${id}`)).toEqual([]);

    const actor = { userId: finance.userId, role: 'finance' as const, sessionId: 0, ip: '127.0.0.1' };
    await expect(refundPayment(t.database.db, { name: 'sandbox' }, actor, id, 'возврат')).rejects.toMatchObject({ code: 'refund_unsupported' });
    await expect(refundPayment(t.database.db, { name: 'yookassa', refund: async () => ({ providerRefundId: 'x' }) }, actor, id, 'возврат')).rejects.toMatchObject({ code: 'refund_unsupported' });
  });

  it('gives the balance back when the provider refuses, and lets the refund be tried again', async () => {
    const player = await registerUser(t.app);
    const orderId = await paySandbox(t, player.token, { amount: 700 });
    const [payment] = await selectRows(t.database.db, sql`SELECT id FROM payments WHERE order_id = ${orderId}`);
    const id = Number(payment!.id);
    const before = await balancesOf(t.database.db, player.userId);
    const actor = { userId: finance.userId, role: 'finance' as const, sessionId: 0, ip: '127.0.0.1' };
    const refusing = { name: 'sandbox' as const, refund: async () => Promise.reject(new ProviderError('refund refused')) };
    await expect(audited(() => refundPayment(t.database.db, refusing, actor, id, 'возврат'))).rejects.toMatchObject({ code: 'refund_provider_failed' });
    expect(await balancesOf(t.database.db, player.userId)).toEqual(before);
    expect(await selectRows(t.database.db, sql`SELECT status, failure FROM payment_refunds WHERE payment_id = ${id}`)).toEqual([{ status: 'failed', failure: 'refund refused' }]);

    // Two operators at once: one refund.
    const results = await Promise.allSettled([
      call('POST', `/api/admin/payments/${id}/refund`, finance, { reason: 'повторный возврат' }),
      call('POST', `/api/admin/payments/${id}/refund`, owner, { reason: 'повторный возврат' }),
    ]);
    const codes = results.map((r) => (r.status === 'fulfilled' ? r.value.statusCode : 0)).sort();
    expect(codes).toEqual([200, 409]);
    expect(await selectRows(t.database.db, sql`SELECT status FROM payment_refunds WHERE payment_id = ${id} ORDER BY id`)).toEqual([{ status: 'failed' }, { status: 'succeeded' }]);
    const after = await balancesOf(t.database.db, player.userId);
    expect(before.money - after.money).toBeGreaterThan(0);
  });
});

describe('exports', () => {
  it('streams a whole table as CSV in batches, filtered, audited once', async () => {
    const total = EXPORT_BATCH + 5;
    await t.database.db.execute(sql`INSERT INTO analytics_events (kind, path, referrer, utm_source) SELECT 'page_view', '/p' || g, 'Direct', 'csv' FROM generate_series(1, ${total}) g`);
    const res = await audited(() => call('GET', '/api/admin/export/analytics.csv', finance));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="analytics-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 3)).toEqual(['id', 'created_at', 'kind']);
    const count = (await selectRows(t.database.db, sql`SELECT count(*)::int AS n FROM analytics_events`))[0]!.n as number;
    expect(lines.length - 1).toBe(count);
    const ids = lines.slice(1).map((l) => Number(l.split(',')[0]));
    expect(new Set(ids).size).toBe(ids.length);

    const player = await registerUser(t.app);
    const ledger = await call('GET', `/api/admin/export/ledger.csv?user_id=${player.userId}`, support);
    expect(ledger.statusCode).toBe(200);
    expect(ledger.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(1);
    expect((await call('GET', '/api/admin/export/audit.csv', support)).statusCode).toBe(403);
    const audit = await call('GET', '/api/admin/export/audit.csv', owner);
    expect(audit.body).toContain('export.csv');
  });

  it('quotes fields and neutralises spreadsheet formulas', async () => {
    const { csvField } = await import('../src/modules/admin/export-csv.js');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});

describe('responsible play on the player page', () => {
  it('shows limits and exclusions and offers no way to lift one', async () => {
    const player = await registerUser(t.app);
    await t.database.db.execute(sql`INSERT INTO play_limits (user_id, kind, period, amount) VALUES (${player.userId}, 'deposit', 'day', 100000)`);
    await t.database.db.execute(sql`INSERT INTO play_blocks (user_id, kind, until) VALUES (${player.userId}, 'exclusion', now() + interval '180 days')`);
    const limits = (await call('GET', `/api/admin/players/${player.userId}/limits`, support)).json().data;
    expect(limits).toEqual([expect.objectContaining({ kind: 'deposit', period: 'day', amount: 100000, pending_amount: null })]);
    const exclusions = (await call('GET', `/api/admin/players/${player.userId}/exclusions`, support)).json().data;
    expect(exclusions).toEqual([expect.objectContaining({ kind: 'exclusion', in_force: true })]);
    const lifting = t.app.consoleRoutes.filter((r) => r.method !== 'GET' && /(limits|exclusions|blocks|responsible|self-exclusion)/i.test(r.url));
    expect(lifting).toEqual([]);
  });
});
