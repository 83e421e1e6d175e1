import { apiPost } from '../../../lib/api-client';
import { OLD } from './old-api';

/** POST /old/open and /old/close: a spectator starts or stops watching; both answer the spectator count. */
export function watchBattle(ulid: string, watching: boolean, invite?: string): Promise<{ spectators: number }> {
  return apiPost<{ spectators: number }>(`${OLD}/${watching ? 'open' : 'close'}`, invite ? { ulid, invite } : { ulid });
}
