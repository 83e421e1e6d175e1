import { callApi } from '../../../lib/api/call';
import { battlesApi } from '../../../lib/api/endpoints/battles';

/** POST /old/open and /old/close: a spectator starts or stops watching; both answer the spectator count. */
export function watchBattle(ulid: string, watching: boolean, invite?: string): Promise<{ spectators: number }> {
  return callApi(watching ? battlesApi.watch : battlesApi.unwatch, { request: invite ? { ulid, invite } : { ulid } });
}
