import { useQuery } from '@tanstack/react-query';
import type { Battle } from '@tastydrop/domain';
import { battleKeys } from './keys';
import { oldGet } from './old-api';

export interface BattleView extends Battle {
  /** When this copy arrived, by the browser's clock (to sync the round schedule). */
  receivedAt: number;
}

/** GET /old/battle?ulid=: one battle with members, revealed rounds, cases, seeds and its schedule. */
export async function getBattle(ulid: string): Promise<BattleView> {
  const battle = await oldGet<Battle>('/battle', { ulid });
  return { ...battle, receivedAt: Date.now() };
}

export function useBattle(ulid: string) {
  return useQuery({
    queryKey: battleKeys.battle(ulid),
    queryFn: () => getBattle(ulid),
    // The battles channel pushes every change.
    staleTime: Infinity,
    meta: { silent: true },
  });
}
