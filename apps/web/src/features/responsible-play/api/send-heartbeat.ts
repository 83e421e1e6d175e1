import type { PlaySession } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { responsiblePlayApi } from '../../../lib/api/endpoints/responsible-play';

/** POST /v1/responsible-play/heartbeat: a minute of presence; answers the play session so far. */
export function sendHeartbeat(): Promise<PlaySession> {
  return callApi(responsiblePlayApi.heartbeat);
}
