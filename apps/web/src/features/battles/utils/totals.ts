import type { BattleMember, BattleMode, BattleRound } from '../types';

/** Seats per mode (spec part 1 §3: 4 seats; 1 and 2 on the left, 3 and 4 on the right). */
export const MODE_SEATS: Record<BattleMode, number> = { '1v1': 2, '1v1v1': 3, '1v1v1v1': 4, '2v2': 4 };
export const BATTLE_MODES: BattleMode[] = ['1v1', '1v1v1', '1v1v1v1', '2v2'];

/** The team of a seat: in 2v2 seats 1-2 and 3-4 play together, otherwise every seat is its own team. */
export function teamOfSeat(mode: BattleMode, seat: number): number {
  return mode === '2v2' ? (seat <= 2 ? 1 : 2) : seat;
}

/** Each seat's total over the first `landed` rounds, in whole kopecks to avoid float drift. */
export function seatTotals(rounds: readonly BattleRound[], landed: number): Map<number, number> {
  const kopecks = new Map<number, number>();
  for (const round of rounds) {
    if (round.round > landed) continue;
    for (const drop of round.drops) kopecks.set(drop.seat, (kopecks.get(drop.seat) ?? 0) + Math.round(drop.item.price * 100));
  }
  return new Map([...kopecks].map(([seat, value]) => [seat, value / 100]));
}

/** Team totals from seat totals. */
export function teamTotals(mode: BattleMode, totals: ReadonlyMap<number, number>): Map<number, number> {
  const kopecks = new Map<number, number>();
  for (const [seat, value] of totals) {
    const team = teamOfSeat(mode, seat);
    kopecks.set(team, (kopecks.get(team) ?? 0) + Math.round(value * 100));
  }
  return new Map([...kopecks].map(([team, value]) => [team, value / 100]));
}

/** The seat currently ahead (highest total, or lowest in crazy mode); null on a tie or before any drop. */
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
export function seatsOf(mode: BattleMode, members: readonly BattleMember[]): { seat: number; member: BattleMember | null }[] {
  return Array.from({ length: MODE_SEATS[mode] }, (_, i) => ({ seat: i + 1, member: members.find((m) => m.seat === i + 1) ?? null }));
}

/** The whole battle's value: every item dropped in every revealed round. */
export function battleValue(rounds: readonly BattleRound[]): number {
  let kopecks = 0;
  for (const round of rounds) for (const drop of round.drops) kopecks += Math.round(drop.item.price * 100);
  return kopecks / 100;
}
