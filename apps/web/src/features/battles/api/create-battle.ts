import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBattleResponse } from '@tastydrop/domain';
import type { BattleMode } from '../types';
import { battleKeys } from './keys';
import { oldPost } from './old-api';
import { battlesApi } from '../../../lib/api/endpoints/battles';
import { queryKeys } from '../../../lib/query-keys';

interface CreateBattleInput {
  cases: { id: number; count: number }[];
  mode: BattleMode;
  crazy: boolean;
  isPrivate: boolean;
}

/** Creating fails with 'Create battle error' when the answer lacks battleUlid. */
const CREATE_BATTLE_ERROR = 'Create battle error';

/** POST /old/battles: creates a battle; the creator takes seat 1 and pays. */
async function createBattle(input: CreateBattleInput): Promise<string> {
  const data: Partial<CreateBattleResponse> | null = await oldPost(battlesApi.create, { request: input });
  if (!data?.battleUlid) throw new Error(CREATE_BATTLE_ERROR);
  return data.battleUlid;
}

export function useCreateBattle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBattle,
    meta: { silent: true },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.users.me });
      void client.invalidateQueries({ queryKey: queryKeys.battles.statuses });
      void client.invalidateQueries({ queryKey: battleKeys.lists() });
    },
  });
}
