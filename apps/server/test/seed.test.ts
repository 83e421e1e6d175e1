import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_TYPES, RTP_BAND } from '@tastydrop/domain';
import { createTestApp, type TestApp } from './helpers.js';
import { sql } from 'drizzle-orm';
import { allBands } from '../src/seed/daily-cases.js';
import { seedDatabase } from '../src/seed/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, 'dota');
  await seedDatabase(t.database.db, 'dota'); // idempotent
});
afterAll(() => t.close());

interface Card {
  name: string;
  available: boolean;
  volatility: number;
  label_data: { type: string } | null;
  price_data: { currency: string; price: number; old_price: number | null };
  statistic_data: { opens_limit: number | null };
  every_n_open_free: number | null;
  multifix_number: number | null;
  multicast_data: { range: number[] } | null;
  level: number;
  locked: boolean;
  is_offer: boolean;
  counter_type: string | null;
}

async function allCases(): Promise<Card[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/sections' });
  return (res.json().data as { cases: Card[] }[]).flatMap((s) => s.cases);
}

describe('demo catalog', () => {
  it('has 10 sections and 46 cases, one section being the event', async () => {
    const sections = (await t.app.inject({ method: 'GET', url: '/api/v1/sections' })).json().data as { is_event: boolean }[];
    expect(sections).toHaveLength(10);
    expect(sections.filter((s) => s.is_event)).toHaveLength(1);
    expect(await allCases()).toHaveLength(46);
  });

  it('covers every label type, every volatility and every special kind of case', async () => {
    const cases = await allCases();
    for (const type of LABEL_TYPES) expect(cases.some((c) => c.label_data?.type === type), type).toBe(true);
    for (const v of [1, 2, 3, 4]) expect(cases.some((c) => c.volatility === v)).toBe(true);
    expect(cases.some((c) => c.statistic_data.opens_limit !== null)).toBe(true);
    expect(cases.some((c) => c.every_n_open_free !== null)).toBe(true);
    expect(cases.some((c) => c.multifix_number !== null)).toBe(true);
    expect(cases.some((c) => c.multicast_data?.range.length === 2)).toBe(true);
    expect(cases.some((c) => c.level > 1 && c.price_data.currency === 'GOLD')).toBe(true);
    expect(cases.some((c) => c.price_data.currency === 'TASTY_COIN')).toBe(true);
    expect(cases.some((c) => c.is_offer)).toBe(true);
    expect(cases.some((c) => c.locked)).toBe(true);
    expect(cases.some((c) => !c.available)).toBe(true);
    expect(cases.some((c) => c.counter_type === 'time')).toBe(true);
    expect(cases.some((c) => c.price_data.old_price !== null)).toBe(true);
  });

  it('keeps every case\'s return to player inside the configured band', async () => {
    for (const c of await allCases()) {
      const details = (await t.app.inject({ method: 'GET', url: `/api/v1/cases/${c.name}` })).json().data as { rtp: number; drops: { chance: number }[] };
      expect(details.rtp, c.name).toBeGreaterThanOrEqual(RTP_BAND.min);
      expect(details.rtp, c.name).toBeLessThanOrEqual(RTP_BAND.max);
      const chances = details.drops.reduce((a, d) => a + d.chance, 0);
      expect(chances).toBeCloseTo(100, 6);
    }
  });
});

describe('generated art', () => {
  it('serves an SVG for every item and case image', async () => {
    const cases = (await t.app.inject({ method: 'GET', url: '/api/v1/cases/tasty-start' })).json().data;
    for (const url of [cases.appearance_data.image, cases.drops[0].image]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body.startsWith('<svg')).toBe(true);
    }
    expect((await t.app.inject({ method: 'GET', url: '/static/items/no-such-item.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/static/items/..%2Fsecret.svg' })).statusCode).toBe(400);
  });
});

describe('daily (level) cases in the User levels entity', () => {
  it('seeds one free case per level band, none of them for sale', async () => {
    const rows = (await t.database.db.execute(
      sql`SELECT d.level_from, d.level_to, c.price, c.available FROM daily_cases d JOIN cases c ON c.id = d.case_id ORDER BY d.level_from`,
    )) as unknown as { rows: { level_from: number; level_to: number; price: number | string; available: boolean }[] };
    expect(rows.rows.map((r) => [r.level_from, r.level_to])).toEqual(allBands().map((b) => [b.from, b.to]));
    expect(rows.rows.every((r) => Number(r.price) === 0 && r.available === false)).toBe(true);
  });

  it("shows the band's daily case as available and the next band's as next", async () => {
    const { registerUser } = await import('./helpers.js');
    const { users } = await import('../src/platform/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const user = await registerUser(t.app);
    const fresh = (await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.userId}/levels` })).json().data;
    expect(fresh.nearest_case_time).toBe(0);
    expect(fresh.available_cases.map((c: { link: string }) => c.link)).toEqual(['/daily-cases#daily-1']);
    expect(fresh.next_level_case_data).toMatchObject({ case_name: 'Ежедневный 5–9', link: '/daily-cases#daily-5' });
    // Level 12 is in the 10-19 band; the next band starts at 20.
    await t.database.db.update(users).set({ experience: 3_300 }).where(eq(users.id, user.userId));
    const later = (await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.userId}/levels` })).json().data;
    expect(later.available_cases.map((c: { link: string }) => c.link)).toEqual(['/daily-cases#daily-10']);
    expect(later.next_level_case_data.link).toBe('/daily-cases#daily-20');
  });
});
