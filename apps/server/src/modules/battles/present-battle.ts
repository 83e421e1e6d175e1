import { seatsOf, toWire, type Battle, type BattleMember, type BattleSummary } from '@tastydrop/domain';
import { presentDropItem } from '../cases/present-case.js';
import { visibleRounds, type BattleRow, type DropRow, type LoadedBattle, type MemberRow } from './battle-rows.js';

export interface ScheduleConfig {
  countdownMs: number;
  roundIntervalMs: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentMember(b: BattleRow, m: MemberRow, drops: DropRow[]): BattleMember {
  const finished = b.status === 'finished';
  return {
    id: m.id,
    seat: m.seat,
    team: m.team,
    user: { id: m.userId, nickname: m.nickname, avatar: m.avatar, isBot: m.isBot },
    isBot: m.isBot,
    isCreator: m.userId === b.creatorId,
    clientSeed: m.clientSeed,
    total: toWire(drops.filter((d) => d.seat === m.seat).reduce((a, d) => a + d.price, 0)),
    isWinner: finished ? m.isWinner : null,
    winAmount: finished ? toWire(m.winAmount ?? 0) : null,
    joinedAt: m.joinedAt.toISOString(),
  };
}

/** A list entry: the battle without rounds and seeds. */
export function presentSummary(b: BattleRow, members: MemberRow[], drops: DropRow[], spectators: number): BattleSummary {
  return {
    ulid: b.ulid,
    status: b.status,
    mode: b.mode,
    crazy: b.crazy,
    isPrivate: b.isPrivate,
    seats: seatsOf(b.mode),
    price: toWire(b.price),
    totalRounds: b.totalRounds,
    revealedRounds: visibleRounds(b),
    creatorId: b.creatorId,
    members: members.map((m) => presentMember(b, m, drops)),
    cases: b.cases.map((c) => ({ id: c.id, name: c.name, title: c.title, image: c.image, price: toWire(c.price), count: c.count })),
    totalWin: toWire(drops.reduce((a, d) => a + d.price, 0)),
    winnerTeam: b.status === 'finished' ? b.winnerTeam : null,
    spectators,
    createdAt: b.createdAt.toISOString(),
    startedAt: iso(b.startedAt),
    finishedAt: iso(b.finishedAt),
  };
}

/** One battle with its revealed rounds, fairness data and reveal schedule. */
export function presentBattle(loaded: LoadedBattle, schedule: ScheduleConfig, now: Date = new Date()): Battle {
  const { battle: b, members, drops } = loaded;
  const finished = b.status === 'finished';
  const memberBySeat = new Map(members.map((m) => [m.seat, m]));
  const rounds = new Map<number, Battle['rounds'][number]>();
  for (const d of drops) {
    const round = rounds.get(d.round) ?? { round: d.round, caseId: d.caseId, drops: [] };
    round.drops.push({ seat: d.seat, memberId: memberBySeat.get(d.seat)?.id ?? 0, item: presentDropItem(d.item), ticket: d.ticket, float: d.float });
    rounds.set(d.round, round);
  }
  return {
    ...presentSummary(b, members, drops, loaded.spectators),
    // Only those who may see a private battle are ever shown it, so they may have its link.
    invite: b.isPrivate ? b.inviteSecret : null,
    rounds: [...rounds.values()],
    fairness: {
      serverSeedHash: b.serverSeedHash,
      serverSeed: finished ? b.serverSeed : null,
      clientSeed: b.clientSeed,
      roundCaseIds: b.roundCaseIds,
      tables: b.tables.map((t) => ({ caseId: t.caseId, drops: t.drops.map((d) => ({ itemId: d.itemId, price: toWire(d.price), weight: d.weight, floatRange: d.floatRange ?? null })) })),
      tieBreakTicket: finished ? b.tieBreakTicket : null,
    },
    schedule: {
      countdownMs: schedule.countdownMs,
      roundIntervalMs: schedule.roundIntervalMs,
      nextRevealAt: b.status === 'started' ? iso(b.nextRevealAt) : null,
      serverTime: now.toISOString(),
    },
  };
}
