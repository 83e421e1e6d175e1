import { describe, expect, it } from 'vitest';
import { CS2_ITEMS } from '@ianlucas/cs2-lib';
import { english } from '@ianlucas/cs2-lib/translations';
import { eq, sql } from 'drizzle-orm';
import { battlePassTasks, cases, dailyCases, missions } from '../src/platform/db/schema/index.js';
import { allBands } from '../src/seed/daily-cases.js';
import { SEO_TABLE, seoFor } from '../src/modules/shell/seo-table.js';
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

/** Words that belong to Dota 2 alone (the game's name, its arcana and immortal items). */
const DOTA_WORDS = 'dota|дот[аыуе]|аркан|бессмертн';

describe('texts of the CS site', () => {
  it('never speak of Dota: no seeded text, FAQ answer or page text names it', async () => {
    const t = app();
    const columns = (await t.database.db.execute(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'jsonb', 'json')`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    };
    expect(columns.rows.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns.rows) {
      const hits = (await t.database.db.execute(
        sql`SELECT ${sql.identifier(column)}::text AS text FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text ~* ${DOTA_WORDS} LIMIT 3`,
      )) as unknown as { rows: { text: string }[] };
      for (const hit of hits.rows) found.push(`${table}.${column}: ${hit.text.slice(0, 120)}`);
    }
    expect(found).toEqual([]);

    const faq = (await t.app.inject({ method: 'GET', url: '/api/v1/page/faq' })).json().data as { questions: { question: string; answer: string }[] }[];
    const answers = faq.flatMap((c) => c.questions.map((q) => `${q.question} ${q.answer}`));
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((text) => new RegExp(DOTA_WORDS, 'i').test(text))).toEqual([]);
    expect(answers.join(' ')).toContain('Counter-Strike 2');

    const pages = [...SEO_TABLE.keys()].map((route) => route.replace(/:[a-z]+/gi, 'x'));
    const seo = pages.map((path) => seoFor(path, 'cs')).flatMap((s) => [s.title, s.description]);
    expect(seo.filter((text) => new RegExp(DOTA_WORDS, 'i').test(text))).toEqual([]);
  });

  it('names in battle-pass tasks only cases of the CS site', async () => {
    const t = app();
    const names = new Set((await t.database.db.select({ name: cases.name }).from(cases)).map((c) => c.name));
    const tasks = await t.database.db.select({ description: battlePassTasks.description }).from(battlePassTasks);
    const quoted = tasks.flatMap((task) => [...task.description.matchAll(/«([^»]+)»/g)].map((m) => m[1]!));
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter((name) => !names.has(name))).toEqual([]);
  });
});
