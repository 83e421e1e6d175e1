import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseOpenResponse, User } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';
import { patchUser } from '../utils/patch-user';

/** POST /v1/cases/{slug}/open: opens the case `multiOpen` times in one go. */
function openCase(slug: string, multiOpen: number): Promise<CaseOpenResponse> {
  return apiPost<CaseOpenResponse>(`/v1/cases/${encodeURIComponent(slug)}/open`, { multiOpen }, { auth: true });
}

/** Opens a case; the header balances take the paid price at once (the items' value comes with the reveal). */
export function useOpenCase(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (multiOpen: number) => openCase(slug, multiOpen),
    onSuccess: async (opened) => {
      await client.cancelQueries({ queryKey: meQueryKey });
      client.setQueryData<User>(meQueryKey, (user) =>
        user && patchUser(user, { balance: opened.balance, coinBalance: opened.coinBalance }, opened.level),
      );
    },
  });
}
