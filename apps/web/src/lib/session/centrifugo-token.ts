import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

interface CentrifugoToken {
  centryfugoKey: string;
  channel: string;
}

/** GET /v1/users/centrifugo/token: the token of the personal channel (the field is spelled centryfugoKey). */
function getCentrifugoToken(): Promise<CentrifugoToken> {
  return apiGet<CentrifugoToken>('/v1/users/centrifugo/token', undefined, { auth: true });
}

function centrifugoTokenQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['users', userId, 'centrifugo-token'],
    queryFn: getCentrifugoToken,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

export function useCentrifugoToken(userId: number | null) {
  return useQuery({ ...centrifugoTokenQueryOptions(userId ?? 0), enabled: userId !== null });
}
