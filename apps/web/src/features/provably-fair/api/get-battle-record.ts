import { useQuery } from '@tanstack/react-query';
import type { Battle } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /old/battle?ulid=: a battle with its seeds, drop tables and every revealed round (a private one needs its invite unless the player sat in it). */
function getBattleRecord(ulid: string, invite?: string): Promise<Battle> {
  return apiGet<Battle>('/old/battle', invite ? { ulid, invite } : { ulid });
}

export function useBattleRecord(ulid: string | null, invite?: string) {
  return useQuery({
    queryKey: ['fairness', 'battle', ulid],
    queryFn: () => getBattleRecord(ulid!, invite),
    enabled: ulid !== null,
    meta: { silent: true },
  });
}
