import type { AuthProvider, ProviderUrlResponse } from '@tastydrop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { authApi } from '../../../lib/api/endpoints/auth';

/** GET /v1/auth/{provider}?redirect=/path: where to send the browser to sign in with the provider. */
function getProviderUrl(provider: AuthProvider, redirect: string, adult: boolean): Promise<ProviderUrlResponse> {
  return callApi(authApi.providerUrl, { params: { provider }, request: { redirect, adult: adult ? 'true' : 'false' } });
}

/** Leaves for the provider; it returns to the server callback, which comes back to `redirect`. */
export function useProviderSignIn() {
  return useMutation({
    mutationFn: ({ provider, redirect, adult }: { provider: AuthProvider; redirect: string; adult: boolean }) => getProviderUrl(provider, redirect, adult),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
