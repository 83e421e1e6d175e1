import { useEffect, useSyncExternalStore } from 'react';
import type { AssignedVariant } from '@tastydrop/domain';
import { ApiError } from '../api-client';
import { callApi } from '../api/call';
import { experimentsApi } from '../api/endpoints/experiments';
import { useSession } from '../session/get-me';
import { createExperimentClient, type ExperimentClient, type ExperimentState } from './experiment-client';

/** The app's one experiment client over the typed calls, each a single attempt (the client retries). */
let shared: ExperimentClient | null = null;
function experimentClient(): ExperimentClient {
  shared ??= createExperimentClient({
    fetchVariants: async (signal) => (await callApi(experimentsApi.vardata, { signal, retry: false })).variants,
    fetchFlags: async (signal) => (await callApi(experimentsApi.flags, { signal, retry: false })).flags,
    sendExposures: async (exposures) => void (await callApi(experimentsApi.exposures, { request: { exposures }, retry: false })),
    statusOf: (error) => (error instanceof ApiError && error.status !== 0 ? error.status : null),
  });
  return shared;
}

/** The visitor's variants and flags; the client starts with the first page that reads them and follows sign-in and sign-out. */
function useExperimentState(): ExperimentState {
  const client = experimentClient();
  const session = useSession();
  const visitor = session.status === 'loading' ? undefined : (session.user?.userId ?? null);
  useEffect(() => {
    if (visitor !== undefined) client.identify(visitor);
  }, [client, visitor]);
  return useSyncExternalStore(client.subscribe, client.getState, client.getState);
}

/**
 * The visitor's variant of an experiment (null when the experiment does not reach them, or before it is known)
 * and whether the first answer is in. Drawing it counts as an exposure.
 */
export function useVariant(experiment: string): { variant: AssignedVariant | null; ready: boolean } {
  const state = useExperimentState();
  const variant = state.variants[experiment] ?? null;
  const key = variant?.key;
  useEffect(() => {
    if (key !== undefined) experimentClient().expose({ experiment, variant: key });
  }, [experiment, key]);
  return { variant, ready: state.ready };
}

/** A flag's value for the visitor: false until known and for a flag that does not exist. */
export function useFlag(flag: string): boolean {
  return useExperimentState().flags[flag] ?? false;
}
