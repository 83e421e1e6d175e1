import { ulid as newUlid } from 'ulid';
import { hashServerSeed, teamOfSeat, type BattleMode } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { battleMembers, battles } from '../../platform/db/schema/index.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { assertCurrentTables, retryOnCaseChange } from '../cases/case-changed.js';
import { activeSeed, newServerSeed } from '../fairness/seeds.js';
import { newInviteSecret } from './battle-access.js';
import { planBattleCases, pricedNow } from './battle-cases.js';
import { payStake, withSeatConflicts } from './members.js';

export interface CreateBattleInput {
  cases: { id: number; count: number }[];
  mode: BattleMode;
  crazy: boolean;
  isPrivate: boolean;
}

/**
 * Creates a battle with a fresh server seed whose hash is published at once; the creator
 * takes seat 1 and pays the seat's price in the same transaction, which freezes the cases' tables
 * and prices (refused, and retried once on a reloaded catalog, when one changed since it was loaded). A private battle gets the
 * invite secret its share link carries.
 */
export function createBattle(db: Db, catalog: CaseCatalog, userId: number, input: CreateBattleInput): Promise<{ ulid: string; balance: number }> {
  return retryOnCaseChange(catalog, () => createBattleOnce(db, catalog, userId, input));
}

async function createBattleOnce(db: Db, catalog: CaseCatalog, userId: number, input: CreateBattleInput): Promise<{ ulid: string; balance: number }> {
  const plan = await planBattleCases(catalog, input.cases);
  const serverSeed = newServerSeed();
  const ulid = newUlid();
  return withSeatConflicts(() =>
    db.transaction(async (tx) => {
      // The seat's price and the frozen tables come from the cached cases: only while their tables are in force, and
      // each drop is worth its item's price now.
      await assertCurrentTables(tx, plan.loaded);
      const tables = await pricedNow(tx, plan.tables);
      const [battle] = await tx
        .insert(battles)
        .values({
          ulid,
          mode: input.mode,
          crazy: input.crazy,
          isPrivate: input.isPrivate,
          inviteSecret: input.isPrivate ? newInviteSecret() : null,
          creatorId: userId,
          price: plan.price,
          totalRounds: plan.roundCaseIds.length,
          cases: plan.cases,
          roundCaseIds: plan.roundCaseIds,
          tables,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
        })
        .returning({ id: battles.id });
      const seed = await activeSeed(tx, userId);
      const [member] = await tx.insert(battleMembers).values({
        battleId: battle!.id,
        seat: 1,
        team: teamOfSeat(input.mode, 1),
        userId,
        clientSeed: seed.clientSeed,
        stake: plan.price,
      }).returning({ id: battleMembers.id });
      const balance = await payStake(tx, userId, plan.price, ulid, member!.id);
      return { ulid, balance };
    }),
  );
}
