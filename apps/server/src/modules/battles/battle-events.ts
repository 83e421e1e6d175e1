import { and, eq, inArray, sql } from 'drizzle-orm';
import { BATTLE_EVENTS, BATTLES_CHANNEL, type BattleRoomEvent, type BattleUserStatus } from '@tastydrop/domain';
import type { DbOrTx } from '../../platform/db/index.js';
import { battleMembers, battles } from '../../platform/db/schema/index.js';
import type { Realtime } from '../../platform/realtime/hub.js';
import { publishAfterCommit } from '../../platform/realtime/publish-after-commit.js';
import { loadBattle, loadMembers, type BattleRow, type MemberRow } from './battle-rows.js';
import { presentBattle, type ScheduleConfig } from './present-battle.js';

export interface BattleEventDeps {
  db: DbOrTx;
  realtime: Realtime;
  schedule: ScheduleConfig;
  log: { warn(details: object, message: string): void };
}

/** The player's battle status: the battle they sit in that is not over yet. */
export async function battleStatusOf(db: DbOrTx, userId: number): Promise<BattleUserStatus> {
  const [row] = await db
    .select({ ulid: battles.ulid })
    .from(battleMembers)
    .innerJoin(battles, eq(battles.id, battleMembers.battleId))
    .where(and(eq(battleMembers.userId, userId), eq(battleMembers.active, true)))
    .limit(1);
  return { activeBattleUlid: row?.ulid ?? null, inBattle: Boolean(row), fetched: true };
}

async function activeCounts(db: DbOrTx): Promise<{ created: number; started: number }> {
  const rows = await db
    .select({ status: battles.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(battles)
    .where(and(inArray(battles.status, ['created', 'started']), eq(battles.isPrivate, false)))
    .groupBy(battles.status);
  return { created: rows.find((r) => r.status === 'created')?.n ?? 0, started: rows.find((r) => r.status === 'started')?.n ?? 0 };
}

/**
 * Sends a message about a battle to those who may see it: a public battle's to the public
 * `battles` channel, a private battle's only to its real members' personal channels (the
 * public channel never learns that a private battle exists).
 */
async function publishToBattle(realtime: Realtime, battle: BattleRow, members: MemberRow[], message: BattleRoomEvent): Promise<void> {
  if (!battle.isPrivate) return realtime.publish(BATTLES_CHANNEL, message);
  for (const m of members) if (!m.isBot) await realtime.publishToUser(m.userId, message);
}

/** `publishToBattle` for a caller that has only the battle row. */
export async function publishToBattleOf(db: DbOrTx, realtime: Realtime, battle: BattleRow, message: BattleRoomEvent): Promise<void> {
  await publishToBattle(realtime, battle, battle.isPrivate ? await loadMembers(db, [battle.id]) : [], message);
}

/**
 * Tells every open page that may see a battle about it after its change committed: the battle
 * itself, the active counts (public battles only; private ones are not counted) and, for
 * `userIds`, their personal status. Inside a transaction it waits for the commit. A failed publish never undoes anything.
 */
export function publishBattle(deps: BattleEventDeps, ulid: string, opts: { userIds?: number[]; counts?: boolean } = {}): Promise<void> {
  return publishAfterCommit(
    async () => {
      const loaded = await loadBattle(deps.db, ulid);
      const battle = presentBattle(loaded, deps.schedule);
      await publishToBattle(deps.realtime, loaded.battle, loaded.members, { event: BATTLE_EVENTS.updated, battle });
      if ((opts.counts ?? true) && !loaded.battle.isPrivate) {
        await deps.realtime.publish(BATTLES_CHANNEL, { event: BATTLE_EVENTS.active, ...(await activeCounts(deps.db)) });
      }
      for (const userId of opts.userIds ?? []) {
        await deps.realtime.publishToUser(userId, { event: BATTLE_EVENTS.status, ...(await battleStatusOf(deps.db, userId)) });
      }
    },
    (err) => deps.log.warn({ err, ulid }, 'battle publish failed'),
  );
}
