import type { AuthProvider, ProviderUrlResponse } from '@tastydrop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { authApi } from '../../../lib/api/endpoints/auth';

/** GET /v1/auth/{provider}?redirect=/path: where to send the browser to sign in with the provider. */
function getProviderUrl(provider: AuthProvider, redirect: string): Promise<ProviderUrlResponse> {
  return callApi(authApi.providerUrl, { params: { provider }, request: { redirect } });
}

/** Leaves for the provider; it returns to the server callback, which comes back to `redirect`. */
export function useProviderSignIn() {
  return useMutation({
    mutationFn: ({ provider, redirect }: { provider: AuthProvider; redirect: string }) => getProviderUrl(provider, redirect),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
