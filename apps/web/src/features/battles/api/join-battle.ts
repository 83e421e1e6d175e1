import { useMutation, useQueryClient } from '@tanstack/react-query';
import { battleKeys } from './keys';
import { oldPost } from './old-api';
import { battlesApi } from '../../../lib/api/endpoints/battles';
import { queryKeys } from '../../../lib/query-keys';
import { updateFinance } from '../../../lib/session/finance-store';

interface JoinBattleInput {
  ulid: string;
  /** A seat (1 to 4); in 2v2 a seat picks its team. Without it the first free seat. */
  seat?: number;
  /** A private battle's invite, from its share link. */
  invite?: string;
}

/** POST /old/join: takes a seat and pays; answers the new balance. */
function joinBattle(input: JoinBattleInput): Promise<{ balance: number }> {
  return oldPost(battlesApi.join, { request: input });
}

/** POST /old/leave: gives the seat back before the start and refunds it. */
function leaveBattle(ulid: string): Promise<{ balance: number }> {
  return oldPost(battlesApi.leave, { request: { ulid } });
}

function useSeatMutation<T>(call: (input: T) => Promise<{ balance: number }>, ulidOf: (input: T) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: ({ balance }, input) => {
      updateFinance({ balance });
      void client.invalidateQueries({ queryKey: battleKeys.battle(ulidOf(input)) });
      void client.invalidateQueries({ queryKey: queryKeys.battles.statuses });
    },
  });
}

export function useJoinBattle() {
  return useSeatMutation(joinBattle, (input) => input.ulid);
}

export function useLeaveBattle() {
  return useSeatMutation(leaveBattle, (ulid) => ulid);
}
