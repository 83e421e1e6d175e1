import { verifyBattle, type BattleRoundTable, type BattleVerification } from './battle-rules.js';
import { fromWire } from './money.js';
import type { Battle } from './wire/battles.js';

/**
 * Verifies a finished battle as the API answers it (`GET /old/battle`): the check page calls this
 * and shows each round's recomputed drop beside the published one.
 */
export function verifyBattleRecord(battle: Battle): BattleVerification {
  const f = battle.fairness;
  if (battle.status !== 'finished' || !f.serverSeed || !f.clientSeed) {
    return { ok: false, problems: ['the battle has not finished: its server seed is not revealed yet'], outcome: null };
  }
  const tables = new Map<number, BattleRoundTable>(
    f.tables.map((t) => [t.caseId, { caseId: t.caseId, drops: t.drops.map((d) => ({ itemId: d.itemId, price: fromWire(d.price), weight: d.weight, floatRange: d.floatRange })) }]),
  );
  const rounds: BattleRoundTable[] = [];
  for (const caseId of f.roundCaseIds) {
    const table = tables.get(caseId);
    if (!table) return { ok: false, problems: [`no drop table for case ${caseId}`], outcome: null };
    rounds.push(table);
  }
  const memberClientSeeds = [...battle.members].sort((a, b) => a.seat - b.seat).map((m) => m.clientSeed);
  return verifyBattle({
    ulid: battle.ulid,
    serverSeed: f.serverSeed,
    serverSeedHash: f.serverSeedHash,
    clientSeed: f.clientSeed,
    memberClientSeeds,
    mode: battle.mode,
    crazy: battle.crazy,
    rounds,
    draws: battle.rounds.flatMap((r) => r.drops.map((d) => ({ round: r.round, seat: d.seat, itemId: d.item.id, ticket: d.ticket, float: d.float }))),
    winnerTeam: battle.winnerTeam ?? 0,
  });
}
