import { describe, expect, it } from 'vitest';
import { CS2_ITEMS } from '@ianlucas/cs2-lib';
import { english } from '@ianlucas/cs2-lib/translations';
import { eq } from 'drizzle-orm';
import { dailyCases, missions } from '../src/platform/db/schema/index.js';
import { allBands } from '../src/seed/daily-cases.js';
import { describeCatalog, seededApp, type CaseDrop } from './seed-catalog-checks.js';

const app = seededApp('cs');

/** "★ StatTrak™ Karambit | Fade (Factory New)" → "Karambit | Fade", the library's own name. */
function libraryName(market: string): string {
  return market.replace(/^★ /, '').replace(/^StatTrak™ /, '').replace(/ \([A-Za-z -]+\)$/, '');
}

const LIBRARY_NAMES = new Set(CS2_ITEMS.map((i) => english[String(i.id)]?.name).filter(Boolean));

/** Every drop comes from the game's data, but the site's own packs of drops. */
function fromGameData(d: CaseDrop): void {
  if (d.name.startsWith('Treasure of Fortune')) return;
  expect(LIBRARY_NAMES.has(libraryName(d.name)), d.name).toBe(true);
}

describeCatalog('cs', app, { sections: 11, cases: 51, eachDrop: fromGameData });

describe('CS catalog', () => {
  it('drops knives (★) from the knives case', async () => {
    const details = (await app().app.inject({ method: 'GET', url: '/api/v1/cases/knives-only' })).json().data as { drops: CaseDrop[] };
    expect(details.drops.length).toBeGreaterThan(0);
    for (const d of details.drops) expect(d.name.startsWith('★'), d.name).toBe(true);
  });

  it('has daily cases and the event with its cases', async () => {
    const t = app();
    const daily = await t.database.db.select().from(dailyCases).where(eq(dailyCases.game, 'cs'));
    expect(daily.length).toBe(allBands().length);
    const event = await t.app.inject({ method: 'GET', url: '/api/v1/cases/autumn-leaves' });
    expect(event.statusCode).toBe(200);
  });

  it('gives a case of CS skins for the Steam mission', async () => {
    const t = app();
    const [steam] = await t.database.db.select({ prize: missions.prize }).from(missions).where(eq(missions.type, 'steam'));
    const prize = steam?.prize as { kind: string; gift?: { caseSlug: string } } | undefined;
    expect(prize?.kind).toBe('freeCase');
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/cases/${prize!.gift!.caseSlug}` });
    expect(res.statusCode).toBe(200);
    const details = res.json().data as { drops: CaseDrop[] };
    expect(details.drops.length).toBeGreaterThan(0);
    details.drops.forEach(fromGameData);
  });
});
