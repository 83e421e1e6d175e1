import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { hashServerSeed } from '@tastydrop/domain';
import type { Database } from '../src/platform/db/index.js';
import { rawTransaction } from '../src/platform/db/raw.js';
import { fairnessSeeds, openings } from '../src/platform/db/schema/index.js';
import { createCaseCatalog, type LoadedCase } from '../src/modules/cases/case-catalog.js';
import { runOpenBatch } from '../src/modules/cases/open-case-batch.js';
import { planBatch, type PlannedOpen } from '../src/modules/cases/open-case-plan.js';
import { readOpenState, writeOpens } from '../src/modules/cases/open-case-sql.js';
import { createUser } from '../src/modules/users/create-user.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createTestDatabase, longRuns } from './helpers.js';
import { hostile, hostileSeedPairs, seedPairsFrom, storedSeedPair } from './hostile-strings.js';

// Text values travel to the opening's statements as bound array parameters: whatever a seed holds
// comes back unchanged. A lone surrogate cannot be encoded in UTF-8: the statements send U+FFFD for
// it, as node-postgres does for a scalar (PGlite's encoder fails on one, in a scalar or an array).

const RUNS = longRuns ? 40 : 12;

describe('hostile strings through the opening statements', () => {
  let database: Database;
  let basic: LoadedCase;
  let next = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedFixtureCatalog(database.db);
    basic = (await createCaseCatalog(database.db, 'dota').get('basic'))!;
  });
  afterAll(async () => {
    await database?.close();
  });

  async function richPlayer(): Promise<number> {
    next += 1;
    const userId = await createUser(database.db, { regType: 'quick', nickname: `h${next}`, avatar: '/a.svg' });
    await credit(database.db, { userId, currency: 'money', amount: 1_000_000, reason: 'test' });
    return userId;
  }

  async function storedOpenings(userId: number) {
    return database.db
      .select({ clientSeed: openings.clientSeed, hash: openings.serverSeedHash })
      .from(openings)
      .where(eq(openings.userId, userId));
  }

  it('keeps the client seeds of existing seed pairs, in the answer and in the openings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostile, { minLength: 1, maxLength: 4 }), async (hostileSeeds) => {
        // What a database can hold: the setter of client seeds stores nothing else.
        const seeds = hostileSeeds.map((s) => s.toWellFormed());
        const userIds: number[] = [];
        for (const clientSeed of seeds) {
          const userId = await richPlayer();
          const serverSeed = `s${next}`.padEnd(64, '0');
          await database.db.insert(fairnessSeeds).values({ userId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed });
          userIds.push(userId);
        }
        const outcomes = await runOpenBatch(
          database.db,
          userIds.map((userId) => ({ userId, c: basic, opens: 1 })),
        );
        for (const [i, userId] of userIds.entries()) {
          const expected = seeds[i]!;
          const outcome = outcomes[i]!;
          expect(outcome.kind).toBe('ok');
          if (outcome.kind === 'ok') expect(outcome.value.response.clientSeed).toBe(expected);
          expect((await storedOpenings(userId)).map((o) => o.clientSeed)).toEqual([expected]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('stores new seed pairs made of them, and the openings that use them', async () => {
    await fc.assert(
      fc.asyncProperty(hostileSeedPairs(3), async (pairs) => {
        const userIds: number[] = [];
        for (let i = 0; i < pairs.length; i += 1) userIds.push(await richPlayer());
        const newSeed = seedPairsFrom(pairs);
        await rawTransaction(database.db, async (tx) => {
          const state = await readOpenState(tx, { cases: [basic.row.id], limited: [], everyN: [], users: userIds, staking: userIds }, 'wait', 3000);
          const plans = planBatch(
            userIds.map((userId) => ({ userId, c: basic, opens: 2 })),
            state,
            newSeed,
          );
          expect(plans.map((p) => p.kind)).toEqual(userIds.map(() => 'ok'));
          await writeOpens(tx, plans as PlannedOpen[]);
        });
        for (const [i, userId] of userIds.entries()) {
          const [serverSeed, serverSeedHash, clientSeed] = storedSeedPair(pairs[i]!);
          const rows = await database.db
            .select()
            .from(fairnessSeeds)
            .where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.active, true)));
          expect(rows.map((r) => [r.serverSeed, r.serverSeedHash, r.clientSeed, r.nonce])).toEqual([[serverSeed, serverSeedHash, clientSeed, 2]]);
          expect(await storedOpenings(userId)).toEqual([
            { clientSeed, hash: serverSeedHash },
            { clientSeed, hash: serverSeedHash },
          ]);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
