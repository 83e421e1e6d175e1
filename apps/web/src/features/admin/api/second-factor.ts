import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { consoleKeys, silent } from './console-keys';

export interface Enrolment {
  secret: string;
  uri: string;
  qr: string;
}

/** POST /api/admin/second-factor/enrol: a new secret and its QR code. */
export function useStartEnrolment() {
  return useMutation({ mutationFn: () => apiPost<Enrolment>('/api/admin/second-factor/enrol', {}), meta: silent });
}

/** POST /api/admin/second-factor/confirm: the first code turns the factor on and answers the recovery codes. */
export function useConfirmEnrolment() {
  return useMutation({ mutationFn: (code: string) => apiPost<{ recoveryCodes: string[] }>('/api/admin/second-factor/confirm', { code }), meta: silent });
}

/** POST /api/admin/second-factor/verify: a code (or a recovery code) opens the console for this session. */
export function useVerifySecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiPost<{ ok: true }>('/api/admin/second-factor/verify', { code }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}
