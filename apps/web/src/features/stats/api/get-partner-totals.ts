import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { statsApi } from '../../../lib/api/endpoints/admin-catalog';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/v1/stats/partners: what the referral programme has paid to balances in all. */
export const usePartnerTotals = () => useQuery({ queryKey: queryKeys.stats.partners, queryFn: () => callApi(statsApi.partners), meta: { silent: true } });
