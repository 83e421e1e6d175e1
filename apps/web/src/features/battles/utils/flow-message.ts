import type { RoundClock } from './round-clock';

/** The battle flow's waiting messages: joining a seat, the rounds' generation, the prizes prepared for dispatch. */
export type BattleFlowMessage = 'joining' | 'generation' | 'dispatch';

interface FlowState {
  status: 'created' | 'started' | 'finished' | 'cancelled';
  /** A join call of this player is on its way. */
  joining: boolean;
  /** The creator's start call is on its way. */
  starting: boolean;
  clock: Pick<RoundClock, 'round' | 'over'>;
}

/**
 * What the battle is waiting for, if anything: a join call; the start call or a started battle before its first
 * round (the rounds are generated); every round landed while the server has not settled the battle yet (the prizes
 * are prepared for dispatch).
 */
export function battleFlowMessage({ status, joining, starting, clock }: FlowState): BattleFlowMessage | null {
  if (joining) return 'joining';
  if (starting || (status === 'started' && clock.round === 0)) return 'generation';
  if (status === 'started' && clock.over) return 'dispatch';
  return null;
}
