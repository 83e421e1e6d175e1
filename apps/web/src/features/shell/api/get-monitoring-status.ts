import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { shellApi } from '../../../lib/api/endpoints/shell';
import { queryKeys } from '../../../lib/query-keys';

const OFFLINE_RECHECK_MS = 30_000;

/** GET /v1/monitoring/status (with the operator's maintenance message); a failure counts as online. */
async function getMonitoringStatus(): Promise<{ isOffline: boolean; message?: string }> {
  try {
    return await callApi(shellApi.monitoring);
  } catch {
    return { isOffline: false };
  }
}

function monitoringStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.shell.monitoring,
    queryFn: getMonitoringStatus,
    staleTime: Infinity,
    // While the site is down, look again now and then so the maintenance screen lifts by itself.
    refetchInterval: (query) => (query.state.data?.isOffline ? OFFLINE_RECHECK_MS : false),
  });
}

export function useMonitoringStatus() {
  return useQuery(monitoringStatusQueryOptions());
}
