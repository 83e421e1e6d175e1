import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { pushAlert } from '../stores/alerts-store';
import { alertText, pushCodeAlert } from './alerts';
import { isApiError } from './api-client';
import { errorAction, refusalText } from './error-policy';
import i18n from './i18n-core';
import { endSession } from './session/logout';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * The one place that reacts to failed calls: ends a dead session or shows the Russian text of the code.
 * Queries are silent when they ask to be (shell data with a fallback); a query that ends the session shows nothing.
 */

function handle(client: QueryClient, error: unknown, silent: boolean, fromMutation: boolean): void {
  const { action, code } = errorAction(error, silent);
  if (action === 'logout') void endSession(client);
  if (action === 'alert' || (action === 'logout' && fromMutation && !silent)) {
    // The error texts are not in the first download (lib/i18n.ts).
    // A responsible-play refusal carries its own text: which limit or break, and when it ends.
    const detail = refusalText(error);
    // A failure without the server's answer (network, a broken reply) is the generic error.
    const show = () =>
      isApiError(error)
        ? pushAlert({ type: 'error', title: i18n.t(code, { ns: 'errors' }), ...(detail ? { message: detail } : {}) })
        : pushCodeAlert('error', { message: alertText('error_occurred') });
    if (i18n.hasLoadedNamespace('errors')) show();
    else void i18n.loadNamespaces('errors').then(show);
  }
}

function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(client, error, query.meta?.silent ?? false, false) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => handle(client, error, mutation.meta?.silent ?? false, true),
    }),
    defaultOptions: {
      // The API client already retries once where a call needs it.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
