import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, wilsonInterval } from '@tastydrop/domain';
import { experimentExposures, users } from '../src/platform/db/schema/index.js';
import { readVariants } from '../src/modules/experiments/read-assignments.js';
import { auditCount, consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createPaymentsApp, paySandbox } from './payments-fixtures.js';
import { bearer, registerUser, type TestApp } from './helpers.js';

let t: TestApp;
let admin: ConsoleUser;
let content: ConsoleUser;
beforeAll(async () => {
  t = await createPaymentsApp({ env: { AUTH_RATE_LIMIT: '100000', ANALYTICS_RATE_LIMIT: '100000', OPEN_RATE_LIMIT: '100000' } });
  await seedFixtureCatalog(t.database.db);
  admin = await consoleUser(t, 'admin');
  content = await consoleUser(t, 'content');
});
afterAll(async () => {
  await t.close();
});

const EVERYONE = { guests: true, players: true, new_within_days: null, level_min: null, level_max: null };
let keys = 0;
const freshKey = (name: string) => `${name}-${(keys += 1)}`;

const consoleCall = (method: 'GET' | 'POST', url: string, who: ConsoleUser = admin, payload?: object) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/** A running experiment of two variants (control and b, weighted 1:3 unless told), returning its id. */
async function runningExperiment(key: string, options: { weights?: [number, number]; traffic?: number; target?: object } = {}): Promise<number> {
  const [cw, bw] = options.weights ?? [1, 3];
  const experiment = {
    key,
    variants: [
      { key: 'control', weight: cw },
      { key: 'b', weight: bw, payload: { min_sum: 300 } },
    ],
    traffic_percent: options.traffic ?? 100,
    target: options.target ?? EVERYONE,
  };
  const created = await consoleCall('POST', '/api/admin/experiments', admin, { experiment });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as number;
  expect((await consoleCall('POST', `/api/admin/experiments/${id}/status`, admin, { status: 'running' })).statusCode).toBe(200);
  return id;
}

const device = (n: number | string) => `${String(n).padStart(22, 'x')}`.slice(-22).replace(/[^A-Za-z0-9_-]/g, 'y');
const cookie = (deviceId: string) => ({ cookie: `${DEVICE_COOKIE}=${deviceId}` });

async function vardata(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/sdk/v2/vardata', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.variants as Record<string, { key: string; payload: unknown }>;
}

const expose = (headers: Record<string, string>, exposures: { experiment: string; variant: string }[]) =>
  t.app.inject({ method: 'POST', url: '/api/sdk/v2/exposures', headers, payload: { exposures } });

describe('the site calls', () => {
  it('give a new browser a long-lived device cookie and answer with per-visitor cache headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sdk/v2/flags' });
    expect(res.statusCode).toBe(200);
    const set = res.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(set.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(set.httpOnly).toBe(true);
    expect(set.maxAge).toBeGreaterThan(365 * 86_400);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(String(res.headers.vary)).toMatch(/Cookie/);
    const again = await t.app.inject({ method: 'GET', url: '/api/sdk/v2/vardata', headers: cookie(set.value) });
    expect(again.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
  });

  it('assign a unit the same variant every time, and split many units by weight', async () => {
    const key = freshKey('split');
    await runningExperiment(key);
    const first = await vardata(cookie(device('stable')));
    for (let i = 0; i < 3; i += 1) expect(await vardata(cookie(device('stable')))).toEqual(first);
    expect(first[key]!.key === 'b' ? first[key]!.payload : null).toEqual(first[key]!.key === 'b' ? { min_sum: 300 } : null);

    const counts = { control: 0, b: 0 };
    for (let i = 0; i < 200; i += 1) counts[(await vardata(cookie(device(`http${i}`))))[key]!.key as 'control' | 'b'] += 1;
    // A quarter of 200 is 50 with a standard deviation of about 6.
    expect(Math.abs(counts.control - 50)).toBeLessThan(25);
    const many = { control: 0, b: 0 };
    for (let i = 0; i < 2000; i += 1) {
      const { variants } = await readVariants(t.database.db, { unitId: `d:${device(`many${i}`)}`, audience: { kind: 'guest' } }, new Date());
      many[variants[key]!.key as 'control' | 'b'] += 1;
    }
    // A quarter of 2000 is 500 with a standard deviation of about 19: five of them either way.
    expect(Math.abs(many.control - 500)).toBeLessThan(97);
    expect(many.control + many.b).toBe(2000);
  });

  it('leave out units beyond the share of traffic', async () => {
    const key = freshKey('share');
    await runningExperiment(key, { traffic: 30 });
    let inside = 0;
    for (let i = 0; i < 1000; i += 1) if ((await readVariants(t.database.db, { unitId: `d:${device(`share${i}`)}`, audience: { kind: 'guest' } }, new Date())).variants[key]) inside += 1;
    expect(Math.abs(inside - 300)).toBeLessThan(73);
  });

  it('reach guests, new players and a level band as targeted', async () => {
    const guests = freshKey('guests');
    const fresh = freshKey('fresh');
    const band = freshKey('band');
    await runningExperiment(guests, { target: { ...EVERYONE, players: false } });
    await runningExperiment(fresh, { target: { ...EVERYONE, guests: false, new_within_days: 7 } });
    await runningExperiment(band, { target: { ...EVERYONE, guests: false, level_min: 5, level_max: 9 } });
    const guest = await vardata(cookie(device('target-guest')));
    expect([guests, fresh, band].filter((k) => k in guest)).toEqual([guests]);

    const player = await registerUser(t.app);
    const asPlayer = { ...bearer(player.token), ...cookie(device('target-player')) };
    const freshly = await vardata(asPlayer);
    expect([guests, fresh, band].filter((k) => k in freshly)).toEqual([fresh]);
    // Level 5 needs 500 experience (50 × 1 + 50 × 2 + 50 × 3 + 50 × 4).
    await t.database.db.update(users).set({ experience: 500, createdAt: sql`now() - interval '8 days'` }).where(eq(users.id, player.userId));
    const later = await vardata(asPlayer);
    expect([guests, fresh, band].filter((k) => k in later)).toEqual([band]);
  });

  it('keep what a guest saw once they sign up on that device, and give another player on it a unit of their own', async () => {
    const key = freshKey('signup');
    await runningExperiment(key, { weights: [1, 1] });
    for (let i = 0; i < 12; i += 1) {
      const headers = cookie(device(`signup${i}`));
      const asGuest = (await vardata(headers))[key]!.key;
      const player = await registerUser(t.app);
      expect((await vardata({ ...headers, ...bearer(player.token) }))[key]!.key).toBe(asGuest);
      // Elsewhere the player keeps the unit they were first seen with.
      expect((await vardata({ ...cookie(device(`elsewhere${i}`)), ...bearer(player.token) }))[key]!.key).toBe(asGuest);
    }
    const shared = cookie(device('shared'));
    const [first, second] = [await registerUser(t.app), await registerUser(t.app)];
    await vardata({ ...shared, ...bearer(first.token) });
    await vardata({ ...shared, ...bearer(second.token) });
    const units = (await t.database.db.execute(sql`SELECT user_id, unit_id FROM experiment_units WHERE user_id IN (${first.userId}, ${second.userId}) ORDER BY user_id`)) as unknown as { rows: { unit_id: string }[] };
    expect(units.rows.map((r) => r.unit_id)).toEqual([`d:${device('shared')}`, `u:${second.userId}`]);
  });

  it('records each unit’s first exposure once, and only to the variant it is in', async () => {
    const key = freshKey('exposure');
    const id = await runningExperiment(key);
    const headers = cookie(device('exposed'));
    const mine = (await vardata(headers))[key]!.key;
    const other = mine === 'b' ? 'control' : 'b';
    expect((await expose(headers, [{ experiment: key, variant: other }])).json().data).toEqual({ recorded: 0 });
    expect((await expose(headers, [{ experiment: key, variant: mine }, { experiment: 'no-such-experiment', variant: 'b' }])).json().data).toEqual({ recorded: 1 });
    const firstAt = (await t.database.db.select().from(experimentExposures).where(eq(experimentExposures.experimentId, id)))[0]!.exposedAt;
    expect((await expose(headers, [{ experiment: key, variant: mine }])).json().data).toEqual({ recorded: 0 });
    const rows = await t.database.db.select().from(experimentExposures).where(eq(experimentExposures.experimentId, id));
    expect(rows).toEqual([{ experimentId: id, unitId: `d:${device('exposed')}`, variant: mine, exposedAt: firstAt }]);
    const bad = await expose(headers, [{ experiment: 'Bad Key', variant: 'b' }]);
    expect(bad.statusCode).toBe(400);
    expect((await expose(headers, [])).statusCode).toBe(400);
  });

  it('answers flags by their switch, rollout and target', async () => {
    const save = (flag: object) => consoleCall('POST', '/api/admin/experiment-flags', admin, { flag });
    expect((await save({ key: 'all-on', enabled: true, rollout_percent: 100, target: EVERYONE })).statusCode).toBe(200);
    expect((await save({ key: 'switched-off', enabled: false, rollout_percent: 100, target: EVERYONE })).statusCode).toBe(200);
    expect((await save({ key: 'nobody-yet', enabled: true, rollout_percent: 0, target: EVERYONE })).statusCode).toBe(200);
    expect((await save({ key: 'players-only', enabled: true, rollout_percent: 100, target: { ...EVERYONE, guests: false } })).statusCode).toBe(200);
    const flags = (await t.app.inject({ method: 'GET', url: '/api/sdk/v2/flags', headers: cookie(device('flags')) })).json().data.flags;
    expect(flags).toMatchObject({ 'all-on': true, 'switched-off': false, 'nobody-yet': false, 'players-only': false });
    const player = await registerUser(t.app);
    const asPlayer = (await t.app.inject({ method: 'GET', url: '/api/sdk/v2/flags', headers: { ...bearer(player.token), ...cookie(device('flags')) } })).json().data.flags;
    expect(asPlayer['players-only']).toBe(true);
  });
});

describe('the console', () => {
  it('lets owner and admin define flags and experiments, audited, and the content team only read', async () => {
    const before = await auditCount(t);
    const key = freshKey('console');
    const id = await runningExperiment(key);
    expect(await auditCount(t)).toBe(before + 2);
    const flag = { key: freshKey('flag'), description: 'Новая витрина', enabled: true, rollout_percent: 10, target: EVERYONE };
    const created = await consoleCall('POST', '/api/admin/experiment-flags', admin, { flag, reason: 'пробуем на десятой части' });
    expect(await auditCount(t)).toBe(before + 3);
    const audit = (await consoleCall('GET', '/api/admin/audit?action=experiment.flag_create', admin)).json().data as { action: string; reason: string }[];
    expect(audit[0]).toMatchObject({ action: 'experiment.flag_create', reason: 'пробуем на десятой части' });

    expect((await consoleCall('GET', '/api/admin/experiments', content)).statusCode).toBe(200);
    expect((await consoleCall('GET', `/api/admin/experiments/${id}`, content)).statusCode).toBe(200);
    expect((await consoleCall('GET', '/api/admin/experiment-flags', content)).json().data.some((f: { key: string }) => f.key === flag.key)).toBe(true);
    expect((await consoleCall('POST', '/api/admin/experiment-flags', content, { flag: { ...flag, key: freshKey('flag') } })).statusCode).toBe(403);
    expect((await consoleCall('POST', `/api/admin/experiments/${id}/status`, content, { status: 'stopped' })).statusCode).toBe(403);
    expect((await consoleCall('POST', `/api/admin/experiment-flags/${created.json().data.id}`, admin, { flag: { ...flag, rollout_percent: 50 } })).statusCode).toBe(200);
    expect(await auditCount(t)).toBe(before + 4);
  });

  it('refuses bad definitions with the field named, a second live experiment of a key, and new variants once started', async () => {
    const refusedField = async (payload: object, url = '/api/admin/experiments') => {
      const res = await consoleCall('POST', url, admin, payload);
      expect(res.statusCode, res.body).toBe(400);
      return Object.keys(res.json().parameters.fields as object);
    };
    const base = { key: freshKey('bad'), variants: [{ key: 'control', weight: 1 }, { key: 'b', weight: 1 }], traffic_percent: 50, target: EVERYONE };
    expect(await refusedField({ experiment: { ...base, key: 'Не ключ' } })).toContain('experiment.key');
    expect(await refusedField({ experiment: { ...base, variants: [{ key: 'control', weight: 0 }, { key: 'b', weight: 0 }] } })).toContain('experiment.variants');
    expect(await refusedField({ experiment: { ...base, variants: [{ key: 'a', weight: 1 }, { key: 'a', weight: 1 }] } })).toContain('experiment.variants');
    expect(await refusedField({ experiment: { ...base, traffic_percent: 101 } })).toContain('experiment.traffic_percent');
    expect(await refusedField({ experiment: { ...base, target: { ...EVERYONE, level_min: 10, level_max: 5 } } })).toContain('experiment.target.level_max');
    expect(await refusedField({ experiment: { ...base, target: { ...EVERYONE, guests: false, players: false } } })).toContain('experiment.target.players');

    const key = freshKey('live');
    const id = await runningExperiment(key);
    expect(await refusedField({ experiment: { ...base, key } })).toEqual(['experiment.key']);
    expect(await refusedField({ experiment: { ...base, key, variants: [{ key: 'control', weight: 1 }, { key: 'c', weight: 1 }] } }, `/api/admin/experiments/${id}`)).toEqual(['experiment.variants']);
    // Share and target may change while it runs.
    expect((await consoleCall('POST', `/api/admin/experiments/${id}`, admin, { experiment: { key, variants: [{ key: 'control', weight: 1 }, { key: 'b', weight: 3, payload: { min_sum: 300 } }], traffic_percent: 40, target: EVERYONE } })).statusCode).toBe(200);
    expect((await consoleCall('POST', `/api/admin/experiments/${id}/status`, admin, { status: 'stopped' })).statusCode).toBe(200);
    // Stopped, its key is free again.
    const again = await consoleCall('POST', '/api/admin/experiments', admin, { experiment: { ...base, key } });
    expect(again.statusCode).toBe(200);
    expect(await refusedField({ status: 'running' }, `/api/admin/experiments/${id}/status`)).toEqual(['status']);
  });

  it('counts exposures, registrations, first deposits and opens per variant, from exposure to stop, with Wilson intervals', async () => {
    const key = freshKey('results');
    const id = await runningExperiment(key, { weights: [1, 1] });
    // Guests who see the experiment, then sign up on that device; half of them pay and open a case.
    const byVariant: Record<string, { exposed: number; registered: number; paid: number; opened: number }> = { control: { exposed: 0, registered: 0, paid: 0, opened: 0 }, b: { exposed: 0, registered: 0, paid: 0, opened: 0 } };
    // The split is drawn per device, so devices keep coming until each variant has two registered players.
    const registeredIn = (variant: string) => byVariant[variant]!.registered;
    for (let i = 0; i < 6 || registeredIn('control') < 2 || registeredIn('b') < 2; i += 1) {
      expect(i, 'the split never reaches both variants').toBeLessThan(60);
      const headers = cookie(device(`convert${i}`));
      const variant = (await vardata(headers))[key]!.key;
      await expose(headers, [{ experiment: key, variant }]);
      byVariant[variant]!.exposed += 1;
      if (i === 5) continue;
      const player = await registerUser(t.app);
      await vardata({ ...headers, ...bearer(player.token) });
      byVariant[variant]!.registered += 1;
      if (i % 2 === 0) {
        await paySandbox(t, player.token, { amount: 500 });
        await paySandbox(t, player.token, { amount: 500 });
        const opened = await t.app.inject({ method: 'POST', url: '/api/v1/cases/basic/open', headers: bearer(player.token), payload: { multi_open: 1 } });
        expect(opened.statusCode, opened.body).toBe(200);
        byVariant[variant]!.paid += 1;
        byVariant[variant]!.opened += 1;
      }
    }
    // A player who registered and paid before being exposed converts on nothing.
    const veteran = await registerUser(t.app);
    await paySandbox(t, veteran.token, { amount: 500 });
    const veteranHeaders = { ...bearer(veteran.token), ...cookie(device('veteran')) };
    const veteranVariant = (await vardata(veteranHeaders))[key]!.key;
    await expose(veteranHeaders, [{ experiment: key, variant: veteranVariant }]);
    byVariant[veteranVariant]!.exposed += 1;

    const results = async () => (await consoleCall('GET', `/api/admin/experiments/${id}`)).json().data as {
      experiment: { status: string };
      results: { variant: string; exposures: number; goals: { goal: string; conversions: number; rate: { rate: number; low: number; high: number } | null; difference: { value: number } | null }[] }[];
    };
    const shown = await results();
    expect(shown.results.map((r) => r.variant)).toEqual(['control', 'b']);
    for (const row of shown.results) {
      const expected = byVariant[row.variant]!;
      expect(row.exposures).toBe(expected.exposed);
      expect(Object.fromEntries(row.goals.map((g) => [g.goal, g.conversions]))).toEqual({ registration: expected.registered, first_deposit: expected.paid, open: expected.opened });
      const registration = row.goals.find((g) => g.goal === 'registration')!;
      const interval = wilsonInterval(expected.registered, expected.exposed)!;
      expect(registration.rate).toEqual({ rate: expected.registered / expected.exposed, low: interval.low, high: interval.high });
    }
    expect(shown.results[0]!.goals.every((g) => g.difference === null)).toBe(true);
    const [control, b] = shown.results;
    expect(b!.goals[0]!.difference!.value).toBeCloseTo(b!.goals[0]!.conversions / b!.exposures - control!.goals[0]!.conversions / control!.exposures, 10);

    // After the stop, new conversions no longer count.
    expect((await consoleCall('POST', `/api/admin/experiments/${id}/status`, admin, { status: 'stopped' })).statusCode).toBe(200);
    const late = cookie(device('convert5'));
    const player = await registerUser(t.app);
    await vardata({ ...late, ...bearer(player.token) });
    expect((await results()).results).toEqual(shown.results);
    expect(await readVariants(t.database.db, { unitId: `d:${device('convert0')}`, audience: { kind: 'guest' } }, new Date())).not.toHaveProperty(['variants', key]);
  });
});
