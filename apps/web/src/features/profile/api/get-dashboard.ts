import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDashboard } from '@tastydrop/domain';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/users/{id}/dashboard: cases opened, money spent, profit and the best drop. */
function getDashboard(userId: number): Promise<UserDashboard> {
  return apiGet<UserDashboard>(`/v1/users/${userId}/dashboard`);
}

function dashboardQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['users', userId, 'dashboard'],
    queryFn: () => getDashboard(userId),
    meta: { silent: true },
  });
}

export function useDashboard(userId: number) {
  return useQuery(dashboardQueryOptions(userId));
}
