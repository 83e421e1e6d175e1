import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { statsApi } from '../../../lib/api/endpoints/admin-catalog';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/v1/stats/cases: configured and realised return per case. */
export const useCaseStats = () => useQuery({ queryKey: queryKeys.stats.cases, queryFn: () => callApi(statsApi.cases) });
