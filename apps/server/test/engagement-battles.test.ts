import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expForSpend } from '@tastydrop/domain';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../src/bootstrap/app.js';
import type { Database } from '../src/platform/db/index.js';
import {
  battleMembers,
  battlePassTaskProgress,
  battlePassTasks,
  battleResults,
  battles,
  events,
  leaderboards,
  leaderboardScores,
  users,
  type EventLook,
} from '../src/platform/db/schema/index.js';
import type { App } from '../src/platform/http/types.js';
import { runActivityFeed } from '../src/modules/activity/run-activity-feed.js';
import { recordBattleResults } from '../src/modules/battles/battle-results.js';
import { revealStep } from '../src/modules/battles/reveal-battle.js';
import { createInProcessBroker } from '../src/platform/realtime/broker.js';
import { seedFixtureCatalog, type FixtureCatalog } from './case-fixtures.js';
import { createTestDatabase, testConfig } from './helpers.js';
import { call, collectingLog, makePlayer, runBattleJobs } from './battles-fixtures.js';

let database: Database;
let app: App;
let catalog: FixtureCatalog;
beforeAll(async () => {
  database = await createTestDatabase();
  catalog = await seedFixtureCatalog(database.db);
  app = await buildApp({ config: testConfig(), db: database.db, broker: createInProcessBroker() });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const HOUR = 3_600_000;

/** A running board and an event whose level-1 task is "win battles" (goal out of reach, so it only counts). */
async function boardAndTask(): Promise<{ boardId: number; taskId: number }> {
  const db = database.db;
  const now = Date.now();
  const [board] = await db
    .insert(leaderboards)
    .values({ slug: 'battles-board', type: 'daily', title: 'Тест', description: 'daily', image: '/x.svg', startsAt: new Date(now - HOUR), endsAt: new Date(now + 2 * HOUR) })
    .returning();
  const [event] = await db
    .insert(events)
    .values({ slug: 'battles-event', startsAt: new Date(now - HOUR), endsAt: new Date(now + 2 * HOUR), look: {} as EventLook, raffleSeed: 's', raffleSeedHash: 'h' })
    .returning();
  const [task] = await db.insert(battlePassTasks).values({ eventId: event!.id, level: 1, type: 'win_battles', goal: 1000, description: 'Выиграй батлы' }).returning();
  return { boardId: board!.id, taskId: task!.id };
}

async function scoreOf(boardId: number, userId: number): Promise<number> {
  const [row] = await database.db
    .select({ spent: leaderboardScores.spent })
    .from(leaderboardScores)
    .where(and(eq(leaderboardScores.leaderboardId, boardId), eq(leaderboardScores.userId, userId)));
  return row?.spent ?? 0;
}

async function winsCounted(taskId: number, userId: number): Promise<number> {
  const [row] = await database.db
    .select({ progress: battlePassTaskProgress.progress })
    .from(battlePassTaskProgress)
    .where(and(eq(battlePassTaskProgress.taskId, taskId), eq(battlePassTaskProgress.userId, userId)));
  return Number(row?.progress ?? 0);
}

async function userRow(userId: number) {
  const [row] = await database.db.select({ spent: users.spent, experience: users.experience }).from(users).where(eq(users.id, userId));
  return row!;
}

describe('battles in the engagement loop', () => {
  it('counts each finished battle once: the stake on the board, a win on the task, nothing for the bot', async () => {
    const db = database.db;
    const { boardId, taskId } = await boardAndTask();
    const player = await makePlayer(db, 1_000_000);
    let score = 0;
    let wins = 0;
    let losses = 0;
    const start = await userRow(player.userId);
    let spentInBattles = 0;
    let expFromBattles = 0;
    // 1v1 against a bot until the player has both won and lost (a fair coin: 30 tries leave ~1e-9 to chance).
    for (let i = 0; i < 30 && (wins === 0 || losses === 0); i += 1) {
      const created = await call(app, 'POST', '/api/old/battles', player, { cases: [{ id: catalog.cases.basic!, count: 2 }], mode: '1v1' });
      const ulid = created.data.battle_ulid as string;
      expect((await call(app, 'POST', '/api/old/start', player, { ulid })).status).toBe(200);
      const [b] = await db.select().from(battles).where(eq(battles.ulid, ulid));
      const members = await db.select().from(battleMembers).where(eq(battleMembers.battleId, b!.id));
      const me = members.find((m) => m.userId === player.userId)!;
      const bot = members.find((m) => m.isBot)!;
      expect(me.stake).toBe(b!.price);
      expect(me.stake).toBeGreaterThan(0);

      // Started, not finished: the outcome is not final, so the feed has nothing to apply yet.
      await runActivityFeed(db, null);
      expect(await scoreOf(boardId, player.userId)).toBe(score);

      const log = collectingLog();
      await runBattleJobs(db, app.realtime, log);
      expect(log.errors).toEqual([]);
      const [finished] = await db.select().from(battles).where(eq(battles.id, b!.id));
      expect(finished!.status).toBe('finished');

      expect(await runActivityFeed(db, null)).toBe(1);
      expect(await runActivityFeed(db, null)).toBe(0);
      score += me.stake;
      spentInBattles += me.stake;
      expFromBattles += expForSpend(me.stake);
      if (me.isWinner) wins += 1;
      else losses += 1;
      expect(await scoreOf(boardId, player.userId)).toBe(score);
      expect(await winsCounted(taskId, player.userId)).toBe(wins);
      expect(await scoreOf(boardId, bot.userId)).toBe(0);
      expect(await winsCounted(taskId, bot.userId)).toBe(0);

      const results = await db.select().from(battleResults).where(eq(battleResults.battleId, b!.id));
      expect(results.map((r) => ({ userId: r.userId, stake: r.stake, won: r.won }))).toEqual([{ userId: player.userId, stake: me.stake, won: me.isWinner }]);
      expect(results[0]!.finishedAt.getTime()).toBe(finished!.finishedAt!.getTime());
    }
    expect(wins).toBeGreaterThan(0);
    expect(losses).toBeGreaterThan(0);

    // Like a case open, the stakes count toward the player's spend and experience.
    const end = await userRow(player.userId);
    expect(end.spent - start.spent).toBe(spentInBattles);
    expect(end.experience - start.experience).toBe(expFromBattles);
  });

  it('never records a finished battle twice', async () => {
    const db = database.db;
    const player = await makePlayer(db, 1_000_000);
    const ulid = (await call(app, 'POST', '/api/old/battles', player, { cases: [{ id: catalog.cases.basic!, count: 1 }], mode: '1v1' })).data.battle_ulid as string;
    await call(app, 'POST', '/api/old/start', player, { ulid });
    await runBattleJobs(db, app.realtime);
    const [b] = await db.select().from(battles).where(eq(battles.ulid, ulid));
    const members = await db.select().from(battleMembers).where(eq(battleMembers.battleId, b!.id));
    const before = await userRow(player.userId);

    // The finishing step again (a worker that died after committing), and the recording itself again.
    expect((await revealStep(db, b!.id, 10, new Date(Date.now() + HOUR))).kind).toBe('gone');
    await db.transaction((tx) => recordBattleResults(tx, b!.id, members, new Date()));
    expect(await db.select().from(battleResults).where(eq(battleResults.battleId, b!.id))).toHaveLength(1);
    expect(await userRow(player.userId)).toEqual(before);
  });
});
