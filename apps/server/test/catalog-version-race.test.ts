import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { battles, catalogVersions, openings, type VersionedCase } from '../src/platform/db/schema/index.js';
import { grantFreeCase } from '../src/modules/rewards/grant-free-case.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { consoleUser, type ConsoleUser } from './admin-fixtures.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { bearer, createTestApp, longRuns, registerUser, type TestApp } from './helpers.js';
import { bookMismatches } from './ledger-check.js';

// One node, publishes racing opens: every opening pays the price of the catalog version it names and wins
// an item of that version's table; a battle freezes one version's price with that version's table. On
// PGlite one transaction runs at a time and the windows seldom open; on PostgreSQL (CI's second pass)
// the opens of a batch overlap the publishes, where an open used to pay one version's price for another's table.

const ROUNDS = longRuns ? 20 : 10;
const PLAYERS = 6;

let t: TestApp;
let fixtures: FixtureCatalog;
let owner: ConsoleUser;
beforeAll(async () => {
  t = await createTestApp({ env: { OPEN_RATE_LIMIT: '100000', AUTH_RATE_LIMIT: '100000', ADMIN_RTP_CEILING: '0.95' } });
  fixtures = await seedFixtureCatalog(t.database.db);
  owner = await consoleUser(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

async function funded(): Promise<{ token: string; userId: number }> {
  const player = await registerUser(t.app);
  await credit(t.database.db, { userId: player.userId, currency: 'money', amount: 10_000_000, reason: 'test' });
  return player;
}

type Answer = { statusCode: number; code: string | null };
const answer = (res: { statusCode: number; json: () => unknown }): Answer => ({
  statusCode: res.statusCode,
  code: res.statusCode === 200 ? null : ((res.json() as { code?: string }).code ?? null),
});
/** The openings a free open made (none when it was refused). */
const openingIds = (res: { statusCode: number; json: () => unknown }): number[] =>
  res.statusCode === 200 ? (res.json() as { data: { drops: { opening_id: number }[] } }).data.drops.map((d) => d.opening_id) : [];

describe('publishes racing opens on one node', () => {
  it('never pairs one version\'s price with another version\'s table', async () => {
    const caseId = fixtures.cases.basic!;
    const [cheap, , rare] = fixtures.itemIds as [number, number, number];
    // Expected value 10 ₽ at 11 ₽, and 0.50 ₽ at 0.60 ₽: the dear table at the cheap price would pay out 16 times its price.
    const dear = { drops: [{ itemId: rare, chance: 1 }], price: 11 };
    const cheapTable = { drops: [{ itemId: cheap, chance: 1 }], price: 0.6 };
    const publish = async (input: object) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/catalog/cases/${caseId}/publish`, headers: owner.headers, payload: input });
      expect(res.statusCode, res.body).toBe(200);
    };
    await publish(dear);

    const players = await Promise.all(Array.from({ length: PLAYERS }, funded));
    const open = async (token: string) => answer(await t.app.inject({ method: 'POST', url: `/api/v1/cases/basic/open`, headers: bearer(token), payload: {} }));
    expect(await open(players[0]!.token)).toEqual({ statusCode: 200, code: null });

    const answers: Answer[] = [];
    const freeOpenings = new Set<number>();
    // Every player opens again and again while the publishes go on, one after another.
    let publishing = true;
    const storm = players.map(async (p) => {
      while (publishing) answers.push(await open(p.token));
    });
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each round a battle by a new creator and a free open by a new player (their own opens would only queue behind the storm's).
      const creator = await funded();
      const freePlayer = await funded();
      await grantFreeCase(t.database.db, { userId: freePlayer.userId, caseId, source: 'offer', opens: 1, key: `race:${round}` });
      const grants = (await t.app.inject({ method: 'GET', url: '/api/v1/cases/free', headers: bearer(freePlayer.token) })).json().data as { grant_id: number }[];
      const work: Promise<Answer | void>[] = [
        publish(round % 2 === 0 ? cheapTable : dear),
        t.app
          .inject({ method: 'POST', url: '/api/old/battles', headers: bearer(creator.token), payload: { cases: [{ id: caseId, count: 1 }], mode: '1v1' } })
          .then(answer),
        ...grants.map(async (g) => {
          const res = await t.app.inject({ method: 'POST', url: `/api/v1/cases/free/${g.grant_id}/open`, headers: bearer(freePlayer.token), payload: {} });
          for (const id of openingIds(res)) freeOpenings.add(id);
          return answer(res);
        }),
      ];
      for (const a of await Promise.all(work)) if (a) answers.push(a);
    }
    publishing = false;
    await Promise.all(storm);

    // Refused only as a case that changed twice while it was being opened (the caller tried again once).
    for (const a of answers) expect([{ statusCode: 200, code: null }, { statusCode: 409, code: 'case_changed' }]).toContainEqual(a);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(0);

    const versions = new Map((await t.database.db.select().from(catalogVersions)).map((v) => [v.id, v.tables[String(caseId)]!]));
    const tableOf = (version: number | null): VersionedCase => {
      expect(version).not.toBeNull();
      return versions.get(version!)!;
    };
    const made = await t.database.db.select().from(openings).where(eq(openings.caseId, caseId));
    expect(made.length).toBeGreaterThan(ROUNDS);
    // A free open pays nothing; every other one pays its version's price. Each wins an item of its version's table.
    const mismatched = made.filter((o) => {
      const table = tableOf(o.catalogVersion);
      return o.pricePaid !== (freeOpenings.has(o.id) ? 0 : table.price) || !table.drops.some((d) => d.itemId === o.itemId);
    });
    expect(mismatched).toEqual([]);
    expect(freeOpenings.size).toBeGreaterThan(0);

    const created = await t.database.db.select({ price: battles.price, tables: battles.tables }).from(battles);
    expect(created.length).toBeGreaterThan(0);
    for (const b of created) {
      const items = b.tables.flatMap((table) => table.drops.map((d) => d.itemId));
      expect(b.price === 1100 ? [rare] : b.price === 60 ? [cheap] : null).toEqual(items);
    }

    expect(await bookMismatches(t.database.db)).toEqual([]);
  }, 600_000);
});
