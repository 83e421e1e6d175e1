import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ok } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { partnersApi } from '../../../lib/api/endpoints/partners';

/** POST /v1/partners/bind: binds the player to a partner's code (the refill form's field). */
function bindReferralCode(code: string): Promise<Ok> {
  return callApi(partnersApi.bind, { request: { code } });
}

export function useBindReferralCode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bindReferralCode, meta: { silent: true }, onSuccess: () => client.invalidateQueries({ queryKey: ['partners'] }) });
}
