import { type BattleMember, type BattleMode, type BattleRound, fromWire, seatsOf, teamOfSeat, toWire } from '@tastydrop/domain';

/** Each seat's total over the first `landed` rounds, in whole kopecks to avoid float drift. */
export function seatTotals(rounds: readonly BattleRound[], landed: number): Map<number, number> {
  const kopecks = new Map<number, number>();
  for (const round of rounds) {
    if (round.round > landed) continue;
    for (const drop of round.drops) kopecks.set(drop.seat, (kopecks.get(drop.seat) ?? 0) + fromWire(drop.item.price));
  }
  return new Map([...kopecks].map(([seat, value]) => [seat, toWire(value)]));
}

/** Team totals from seat totals. */
export function teamTotals(mode: BattleMode, totals: ReadonlyMap<number, number>): Map<number, number> {
  const kopecks = new Map<number, number>();
  for (const [seat, value] of totals) {
    const team = teamOfSeat(mode, seat);
    kopecks.set(team, (kopecks.get(team) ?? 0) + fromWire(value));
  }
  return new Map([...kopecks].map(([team, value]) => [team, toWire(value)]));
}

/** The seats currently ahead (highest total, or lowest in crazy mode); none on a tie or before any drop. */
export function leadingSeats(mode: BattleMode, crazy: boolean, totals: ReadonlyMap<number, number>): number[] {
  const teams = teamTotals(mode, totals);
  if (teams.size === 0) return [];
  const values = [...teams.values()];
  const best = crazy ? Math.min(...values) : Math.max(...values);
  const leaders = [...teams].filter(([, v]) => v === best).map(([team]) => team);
  if (leaders.length !== 1) return [];
  return [...totals.keys()].filter((seat) => teamOfSeat(mode, seat) === leaders[0]);
}

/** Seats 1..n of a mode with their members (null when empty). */
export function seatList(mode: BattleMode, members: readonly BattleMember[]): { seat: number; member: BattleMember | null }[] {
  return Array.from({ length: seatsOf(mode) }, (_, i) => ({ seat: i + 1, member: members.find((m) => m.seat === i + 1) ?? null }));
}

/** The winning seats of a finished battle (every seat of the winning team). */
export function winnerSeats(mode: BattleMode, winnerTeam: number | null): number[] {
  if (winnerTeam === null) return [];
  return Array.from({ length: seatsOf(mode) }, (_, i) => i + 1).filter((seat) => teamOfSeat(mode, seat) === winnerTeam);
}

/** What is at stake in a battle from its creation: every seat's price, summed in kopecks (the server's figures). */
export function battleStake(battle: { price: number; seats: number }): number {
  return toWire(fromWire(battle.price) * battle.seats);
}
