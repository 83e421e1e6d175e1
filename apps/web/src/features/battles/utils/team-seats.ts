import { BATTLE_MODE_TEAMS } from '@tastydrop/domain';
import type { BattleSummary } from '../types';

export interface TeamChoice {
  team: number;
  /** The team's first free seat, or null when the team is full. */
  seat: number | null;
  /** Players already on the team. */
  taken: number;
  size: number;
}

/** The teams of a battle with each one's first free seat, for choosing a side before joining a 2v2. */
export function teamChoices(battle: Pick<BattleSummary, 'mode' | 'members'>): TeamChoice[] {
  const taken = new Set(battle.members.map((m) => m.seat));
  return BATTLE_MODE_TEAMS[battle.mode].map((seats, i) => ({
    team: i + 1,
    seat: seats.find((s) => !taken.has(s)) ?? null,
    taken: seats.filter((s) => taken.has(s)).length,
    size: seats.length,
  }));
}

/** Only team battles ask which side to join. */
export const choosesTeam = (battle: Pick<BattleSummary, 'mode'>): boolean => battle.mode === '2v2';
