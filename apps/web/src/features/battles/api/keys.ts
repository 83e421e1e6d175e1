import { queryKeys } from '../../../lib/query-keys';

/** Query keys of the battles feature (built by the shared factory), so the realtime feed can update them. */
export const battleKeys = queryKeys.battles;
