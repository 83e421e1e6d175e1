import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

interface PersonalChannelToken {
  centryfugoKey: string;
  channel: string;
}

/** GET /v1/users/centrifugo/token: the personal channel's token (shares its cache entry with the header's copy). */
function getCentrifugoToken(): Promise<PersonalChannelToken> {
  return apiGet<PersonalChannelToken>('/v1/users/centrifugo/token', undefined, { auth: true });
}

export function useCentrifugoToken(userId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['users', userId ?? 0, 'centrifugo-token'],
      queryFn: getCentrifugoToken,
      staleTime: Infinity,
      meta: { silent: true },
    }),
    enabled: userId !== null,
  });
}
