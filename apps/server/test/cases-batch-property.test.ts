import { describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { hashServerSeed } from '@tastydrop/domain';
import type { Database } from '../src/platform/db/index.js';
import { caseUserOpens, cases, fairnessSeeds, ledger, openings, users } from '../src/platform/db/schema/index.js';
import { AppError } from '../src/core/app-error.js';
import { createCaseCatalog, type LoadedCase } from '../src/modules/cases/case-catalog.js';
import { runOpenBatch, type BatchOutcome } from '../src/modules/cases/open-case-batch.js';
import { openCaseChecked } from '../src/modules/cases/open-case.js';
import { createUser } from '../src/modules/users/create-user.js';
import { credit } from '../src/modules/wallet/wallet.js';
import { bookMismatches } from './ledger-check.js';
import { seedFixtureCatalog } from './case-fixtures.js';
import { createTestDatabase, longRuns, seededRandom, twinDatabases } from './helpers.js';

// The same random batches run through the batched path on one database and one by one,
// in arrival order, through the single path on an identical twin; every answer and every
// row that opening writes must be the same.

const PLAYERS = 7;
/** Random batches: all of them on PostgreSQL, a third on the embedded database (see longRuns). */
const BATCHES = longRuns ? 30 : 10;
const SLUGS = ['basic', 'limited', 'free-every-3', 'level-20', 'coins', 'multifix', 'multicast'];

interface Twin {
  database: Database;
  cases: Map<string, LoadedCase>;
  userIds: number[];
}

async function makeTwin(): Promise<Twin> {
  const database = await createTestDatabase();
  await seedFixtureCatalog(database.db);
  const catalog = createCaseCatalog(database.db, 'dota');
  const loaded = new Map<string, LoadedCase>();
  for (const slug of SLUGS) loaded.set(slug, (await catalog.get(slug))!);
  const userIds: number[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const userId = await createUser(database.db, { regType: 'quick', nickname: `p${i}`, avatar: '/a.svg' });
    userIds.push(userId);
    // Fixed seed pairs so both twins roll the same tickets.
    const serverSeed = `server-seed-${i}`.padEnd(64, '0');
    await database.db.insert(fairnessSeeds).values({ userId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: `client${i}` });
  }
  return { database, cases: loaded, userIds };
}

/** What a request's answer shows, whichever path gave it. */
function summary(outcome: BatchOutcome): unknown {
  if (outcome.kind === 'error') return { error: (outcome.error as AppError).code };
  if (outcome.kind === 'single') return { single: true };
  const r = outcome.value.response;
  return {
    drops: r.drops.map((d) => [d.nonce, d.cursor, d.ticket, d.price]),
    balance: r.balance,
    coinBalance: r.coinBalance,
    pricePaid: r.pricePaid,
    amountExp: r.amountExp,
    level: r.level,
    currentExp: r.currentExp,
    clientSeed: r.clientSeed,
  };
}

async function rowsOf(database: Database) {
  const db = database.db;
  return {
    users: await db
      .select({ id: users.id, balance: users.balance, coins: users.coinBalance, exp: users.experience, opened: users.casesOpened, spent: users.spent })
      .from(users)
      .orderBy(asc(users.id)),
    ledger: await db
      .select({ userId: ledger.userId, currency: ledger.currency, delta: ledger.delta, after: ledger.balanceAfter, reason: ledger.reason, ref: ledger.ref })
      .from(ledger)
      .orderBy(asc(ledger.userId), asc(ledger.currency), asc(ledger.id)),
    seeds: await db.select({ userId: fairnessSeeds.userId, nonce: fairnessSeeds.nonce }).from(fairnessSeeds).orderBy(asc(fairnessSeeds.userId)),
    userOpens: await db.select().from(caseUserOpens).orderBy(asc(caseUserOpens.userId), asc(caseUserOpens.caseId)),
    cases: await db.select({ id: cases.id, opened: cases.openedCount }).from(cases).orderBy(asc(cases.id)),
    openings: await db
      .select({ userId: openings.userId, caseId: openings.caseId, itemId: openings.itemId, paid: openings.pricePaid, nonce: openings.nonce, cursor: openings.cursor, ticket: openings.ticket })
      .from(openings)
      .orderBy(asc(openings.userId), asc(openings.nonce), asc(openings.cursor)),
  };
}

describe('batched opening gives what one-by-one opening gives', () => {
  const twins = twinDatabases(makeTwin);

  it('over random batches of rich and poor players, repeated players, limited and every-N-free cases', async () => {
    const { batched, single } = twins;
    const rand = seededRandom(20261124);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
    const kinds = new Set<string>();
    for (let b = 0; b < BATCHES; b += 1) {
      // Top up some players by the same amounts on both twins: some can pay for a few opens, some for none.
      for (const [i] of batched.userIds.entries()) {
        const amount = Math.floor(rand() * 4) * 100 + (rand() < 0.3 ? 250 : 0);
        const currency = rand() < 0.2 ? 'coins' : 'money';
        if (amount === 0 || i === 0) continue;
        for (const twin of [batched, single]) await credit(twin.database.db, { userId: twin.userIds[i]!, currency, amount, reason: 'test' });
      }
      const size = 1 + Math.floor(rand() * 12);
      const plan = Array.from({ length: size }, () => ({ player: Math.floor(rand() * PLAYERS), slug: pick(SLUGS), opens: 1 + Math.floor(rand() * 3) }));

      const outcomes = await runOpenBatch(
        batched.database.db,
        plan.map((p) => ({ userId: batched.userIds[p.player]!, c: batched.cases.get(p.slug)!, opens: p.opens })),
      );
      const expected: BatchOutcome[] = [];
      for (const p of plan) {
        try {
          const opened = await openCaseChecked(single.database.db, single.userIds[p.player]!, single.cases.get(p.slug)!, p.opens);
          expected.push({ kind: 'ok', value: opened });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          expected.push({ kind: 'error', error });
        }
      }
      expect(outcomes.map(summary), `batch ${b}: ${JSON.stringify(plan)}`).toEqual(expected.map(summary));
      for (const o of outcomes) kinds.add(o.kind === 'error' ? (o.error as AppError).code : o.kind);
      expect(await rowsOf(batched.database)).toEqual(await rowsOf(single.database));
    }
    // The random batches did meet every case that matters.
    expect([...kinds].sort()).toEqual(['balance_error', 'level_locked', 'limit_reached', 'ok']);
    expect(await bookMismatches(batched.database.db)).toEqual([]);
  });

  it('creates the seed pair of a first play and gives consecutive nonces across one batch', async () => {
    const { batched } = twins;
    const db = batched.database.db;
    const userId = await createUser(db, { regType: 'quick', nickname: 'first', avatar: '/a.svg' });
    await credit(db, { userId, currency: 'money', amount: 10_000, reason: 'test' });
    const c = batched.cases.get('basic')!;
    const outcomes = await runOpenBatch(db, [{ userId, c, opens: 2 }, { userId, c, opens: 1 }, { userId, c, opens: 3 }]);
    const nonces = outcomes.flatMap((o) => (o.kind === 'ok' ? o.value.response.drops.map((d) => d.nonce) : []));
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5]);
    const [seed] = await db.select().from(fairnessSeeds).where(sql`${fairnessSeeds.userId} = ${userId}`);
    expect(seed!.nonce).toBe(6);
    const stored = await db.select({ seedId: openings.seedId }).from(openings).where(sql`${openings.userId} = ${userId}`);
    expect(stored.map((s) => s.seedId)).toEqual(Array(6).fill(seed!.id));
    expect(await bookMismatches(db)).toEqual([]);
  });
});
