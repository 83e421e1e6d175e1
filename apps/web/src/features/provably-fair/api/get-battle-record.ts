import { useQuery } from '@tanstack/react-query';
import type { Battle } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /old/battle?ulid=: a battle with its seeds, drop tables and every revealed round. */
export function getBattleRecord(ulid: string): Promise<Battle> {
  return apiGet<Battle>('/old/battle', { ulid });
}

export function useBattleRecord(ulid: string | null) {
  return useQuery({
    queryKey: ['fairness', 'battle', ulid],
    queryFn: () => getBattleRecord(ulid!),
    enabled: ulid !== null,
    meta: { silent: true },
  });
}
