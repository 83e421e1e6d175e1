import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerStats } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { partnersApi } from '../../../lib/api/endpoints/partners';

/** GET /v1/partners/me: the refill form reads whether the player is bound and what their first deposit would bring. */
function getPartnerOffer(): Promise<PartnerStats> {
  return callApi(partnersApi.me);
}

// The profile's partner section reads the same call under the same key, and binding a code refreshes both.
const partnerOfferQueryOptions = () => queryOptions({ queryKey: ['partners', 'me'] as const, queryFn: getPartnerOffer, meta: { silent: true } });

export const usePartnerOffer = () => useQuery(partnerOfferQueryOptions());
