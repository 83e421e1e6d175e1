import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDashboard } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { usersApi } from '../../../lib/api/endpoints/users';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/users/{id}/dashboard: cases opened, money spent, profit and the best drop. */
function getDashboard(userId: number): Promise<UserDashboard> {
  return callApi(usersApi.dashboard, { params: { userId } });
}

function dashboardQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.users.dashboard(userId),
    queryFn: () => getDashboard(userId),
    meta: { silent: true },
  });
}

export function useDashboard(userId: number) {
  return useQuery(dashboardQueryOptions(userId));
}
