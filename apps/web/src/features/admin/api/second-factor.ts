import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import { consoleKeys, silent } from './console-keys';

export interface Enrolment {
  secret: string;
  uri: string;
  qr: string;
}

/** POST /api/admin/second-factor/enrol: a new secret and its QR code. */
export function useStartEnrolment() {
  return useMutation({ mutationFn: (): Promise<Enrolment> => callApi(adminApi.enrol), meta: silent });
}

/** POST /api/admin/second-factor/confirm: the first code turns the factor on and answers the recovery codes. */
export function useConfirmEnrolment() {
  return useMutation({ mutationFn: (code: string) => callApi(adminApi.confirmEnrolment, { request: { code } }), meta: silent });
}

/** POST /api/admin/second-factor/verify: a code (or a recovery code) opens the console for this session. */
export function useVerifySecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(adminApi.verify, { request: { code } }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}
