import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { allBands } from '../src/seed/daily-cases.js';
import { describeCatalog, seededApp } from './seed-catalog-checks.js';

const app = seededApp('dota');

describeCatalog('dota', app, { sections: 10, cases: 46 });

describe('generated art', () => {
  it('serves an SVG for every item and case image', async () => {
    const t = app();
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
    const t = app();
    const rows = (await t.database.db.execute(
      sql`SELECT d.level_from, d.level_to, c.price, c.available FROM daily_cases d JOIN cases c ON c.id = d.case_id ORDER BY d.level_from`,
    )) as unknown as { rows: { level_from: number; level_to: number; price: number | string; available: boolean }[] };
    expect(rows.rows.map((r) => [r.level_from, r.level_to])).toEqual(allBands().map((b) => [b.from, b.to]));
    expect(rows.rows.every((r) => Number(r.price) === 0 && r.available === false)).toBe(true);
  });

  it("shows the band's daily case as available and the next band's as next", async () => {
    const t = app();
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
