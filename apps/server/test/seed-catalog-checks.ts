import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_TYPES, RTP_BAND, type Game } from '@tastydrop/domain';
import { seedDatabase } from '../src/seed/index.js';
import { createTestApp, type TestApp } from './helpers.js';

/** A case as the sections list shows it. */
export interface Card {
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

export interface CaseDrop {
  name: string;
  chance: number;
}

/** A test app of `game`, seeded twice (the seed does nothing the second time), for the file's tests. */
export function seededApp(game: Game): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(game === 'dota' ? {} : { env: { GAME: game } });
    await seedDatabase(t.database.db, game);
    await seedDatabase(t.database.db, game);
  }, 120_000);
  afterAll(() => t?.close());
  return () => t!;
}

/** The sections list, with the cases of each. */
export async function catalogSections(t: TestApp): Promise<{ is_event: boolean; cases: Card[] }[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/v1/sections' })).json().data;
}

/**
 * What every game's demo catalog must hold: its sections (one the event) and cases, every label type,
 * volatility and special kind of case, and every case's return to player inside the band with chances
 * that add up to 100 %. `eachDrop` checks the game's own rules for a drop.
 */
export function describeCatalog(
  game: Game,
  app: () => TestApp,
  expected: { sections: number; cases: number; eachDrop?: (drop: CaseDrop) => void },
): void {
  describe(`${game} demo catalog`, () => {
    it(`has ${expected.sections} sections and ${expected.cases} cases, one section being the event`, async () => {
      const sections = await catalogSections(app());
      expect(sections).toHaveLength(expected.sections);
      expect(sections.filter((s) => s.is_event)).toHaveLength(1);
      expect(sections.flatMap((s) => s.cases)).toHaveLength(expected.cases);
    });

    it('covers every label type, every volatility and every special kind of case', async () => {
      const cases = (await catalogSections(app())).flatMap((s) => s.cases);
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

    it("keeps every case's return to player inside the band, its chances adding up to 100 %", async () => {
      for (const c of (await catalogSections(app())).flatMap((s) => s.cases)) {
        const details = (await app().app.inject({ method: 'GET', url: `/api/v1/cases/${c.name}` })).json().data as { rtp: number; drops: CaseDrop[] };
        expect(details.rtp, c.name).toBeGreaterThanOrEqual(RTP_BAND.min);
        expect(details.rtp, c.name).toBeLessThanOrEqual(RTP_BAND.max);
        expect(details.drops.reduce((a, d) => a + d.chance, 0), c.name).toBeCloseTo(100, 6);
        for (const d of details.drops) expected.eachDrop?.(d);
      }
    });
  });
}
