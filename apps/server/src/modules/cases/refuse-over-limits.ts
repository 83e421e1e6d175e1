import type { RawTx } from '../../platform/db/raw.js';
import { playClock } from '../wallet/play-clock.js';
import { addToState, parsePlayState, playStateSql, refusalOf } from '../wallet/play-limits.js';
import type { PlanResult } from './open-case-plan.js';

/**
 * Refuses the planned opens whose money stake breaks the player's limits or comes during a break
 * (docs/decisions/033-responsible-play.md), in arrival order, against the totals of the players'
 * locked rows. A refused open fails alone: the others of the batch go to the single path, since
 * they were planned on the refused one's nonces, balance and limited-case count.
 */
export async function refuseOverLimits(tx: RawTx, plans: PlanResult[]): Promise<PlanResult[]> {
  const staking = plans.flatMap((p) => (p.kind === 'ok' && p.moneyPaid > 0 ? [p] : []));
  if (staking.length === 0) return plans;
  const userIds = [...new Set(staking.map((p) => p.request.userId))];
  const rows = await tx.query<Record<string, unknown>>('play_states', playStateSql('$1::int[]'), [userIds]);
  const states = new Map(rows.map((r) => [Number(r.id), parsePlayState(r)]));
  const now = playClock.now();
  const refused = new Map<PlanResult, ReturnType<typeof refusalOf>>();
  for (const p of staking) {
    const state = states.get(p.request.userId);
    if (!state) continue;
    const refusal = refusalOf(state, 'stake', p.moneyPaid, now);
    if (refusal) refused.set(p, refusal);
    else addToState(state, 'stake', p.moneyPaid);
  }
  if (refused.size === 0) return plans;
  return plans.map((p): PlanResult => {
    const refusal = refused.get(p);
    if (refusal) return { kind: 'error', error: refusal };
    return p.kind === 'ok' ? { kind: 'deferred' } : p;
  });
}
