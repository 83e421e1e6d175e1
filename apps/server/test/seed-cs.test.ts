import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CS2_ITEMS } from '@ianlucas/cs2-lib';
import { english } from '@ianlucas/cs2-lib/translations';
import { LABEL_TYPES, RTP_BAND } from '@tastydrop/domain';
import { createTestApp, type TestApp } from './helpers.js';
import { eq } from 'drizzle-orm';
import { dailyCases } from '../src/platform/db/schema/index.js';
import { allBands } from '../src/seed/daily-cases.js';
import { seedDatabase } from '../src/seed/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { GAME: 'cs' } });
  await seedDatabase(t.database.db, 'cs');
  await seedDatabase(t.database.db, 'cs'); // idempotent
}, 120_000);
afterAll(() => t.close());

interface Card {
  name: string;
  volatility: number;
  label_data: { type: string } | null;
  price_data: { currency: string; old_price: number | null };
  statistic_data: { opens_limit: number | null };
  every_n_open_free: number | null;
  multifix_number: number | null;
  multicast_data: { range: number[] } | null;
  level: number;
  locked: boolean;
  is_offer: boolean;
  counter_type: string | null;
}

/** "★ StatTrak™ Karambit | Fade (Factory New)" → "Karambit | Fade", the library's own name. */
function libraryName(market: string): string {
  return market.replace(/^★ /, '').replace(/^StatTrak™ /, '').replace(/ \([A-Za-z -]+\)$/, '');
}

const LIBRARY_NAMES = new Set(CS2_ITEMS.map((i) => english[String(i.id)]?.name).filter(Boolean));

async function sections(): Promise<{ is_event: boolean; cases: Card[] }[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/v1/sections' })).json().data;
}

describe('CS catalog', () => {
  it('has at least 40 cases in at least 8 sections, one being the event', async () => {
    const list = await sections();
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.filter((s) => s.is_event)).toHaveLength(1);
    expect(list.flatMap((s) => s.cases).length).toBeGreaterThanOrEqual(40);
  });

  it('covers every label type, volatility and special kind of case', async () => {
    const cases = (await sections()).flatMap((s) => s.cases);
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
    expect(cases.some((c) => c.counter_type === 'time')).toBe(true);
    expect(cases.some((c) => c.price_data.old_price !== null)).toBe(true);
  });

  it('prices every case for a return inside the band, with contents from the game data', async () => {
    let star = 0;
    for (const c of (await sections()).flatMap((s) => s.cases)) {
      const details = (await t.app.inject({ method: 'GET', url: `/api/v1/cases/${c.name}` })).json().data as { rtp: number; drops: { name: string; chance: number }[] };
      expect(details.rtp, c.name).toBeGreaterThanOrEqual(RTP_BAND.min);
      expect(details.rtp, c.name).toBeLessThanOrEqual(RTP_BAND.max);
      for (const d of details.drops) {
        if (d.name.startsWith('Treasure of Fortune')) continue; // the site's own packs of drops
        expect(LIBRARY_NAMES.has(libraryName(d.name)), d.name).toBe(true);
        if (d.name.startsWith('★')) star += 1;
      }
    }
    expect(star).toBeGreaterThan(0);
  });

  it('has daily cases and the event with its cases', async () => {
    const daily = await t.database.db.select().from(dailyCases).where(eq(dailyCases.game, 'cs'));
    expect(daily.length).toBe(allBands().length);
    const event = await t.app.inject({ method: 'GET', url: '/api/v1/cases/autumn-leaves' });
    expect(event.statusCode).toBe(200);
  });
});
