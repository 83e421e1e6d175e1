import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseOpenResponse, User } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { updateFinance } from '../../../lib/session/finance-store';
import { queryKeys } from '../../../lib/query-keys';
import { casesApi } from '../../../lib/api/endpoints/cases';

/** POST /v1/cases/{slug}/open: opens the case `multiOpen` times in one go. */
function openCase(slug: string, multiOpen: number): Promise<CaseOpenResponse> {
  return callApi(casesApi.open, { params: { slug }, request: { multiOpen } });
}

/** Opens a case; the header balances take the paid price at once (the items' value comes with the reveal). */
export function useOpenCase(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (multiOpen: number) => openCase(slug, multiOpen),
    onSuccess: (opened) => {
      updateFinance({ balance: opened.balance, coinBalance: opened.coinBalance });
      // The level is not a balance: the user answer carries it.
      client.setQueryData<User>(queryKeys.users.me, (user) => user && { ...user, level: opened.level ?? user.level });
    },
  });
}
