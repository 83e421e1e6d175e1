import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveSeed, SeedsResponse } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { fairnessApi } from '../../../lib/api/endpoints/fairness';
import { queryKeys } from '../../../lib/query-keys';

export const seedsQueryKey = queryKeys.fairness.seeds;

export type RevealedSeed = SeedsResponse['previous'][number];

/** What setting a client seed or rotating answers: the revealed pair and the new active one. */
export interface RotateResponse {
  previous: RevealedSeed;
  active: ActiveSeed;
}

/** GET /v1/provably-fair/seeds: the active pair (hash only) and the revealed previous pairs. */
function getSeeds(): Promise<SeedsResponse> {
  return callApi(fairnessApi.seeds);
}

function seedsQueryOptions() {
  return queryOptions({ queryKey: seedsQueryKey, queryFn: getSeeds, meta: { silent: true } });
}

export function useSeeds() {
  return useQuery(seedsQueryOptions());
}

/** The seeds after a rotation: the new active pair, the revealed one first among the previous. */
export function applyRotation(seeds: SeedsResponse | undefined, rotated: RotateResponse): SeedsResponse {
  const previous = (seeds?.previous ?? []).filter((s) => s.id !== rotated.previous.id);
  return { active: rotated.active, previous: [rotated.previous, ...previous] };
}
