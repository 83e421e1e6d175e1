import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import { consoleKeys, silent } from './console-keys';

/** GET /api/admin/players?q=: players by id, login, e-mail, trade link or address. */
export function usePlayerSearch(q: string) {
  return useQuery({
    queryKey: consoleKeys.players(q),
    queryFn: () => callApi(adminApi.players, { request: { q } }),
    enabled: q.trim().length > 0,
    meta: silent,
  });
}

/** GET /api/admin/players/:id: the profile. */
export function usePlayer(id: number) {
  return useQuery({ queryKey: consoleKeys.player(id), queryFn: () => callApi(adminApi.player, { params: { id } }), meta: silent });
}

export const PLAYER_SECTIONS = ['ledger', 'inventory', 'openings', 'battles', 'payments', 'withdrawals', 'sessions', 'limits', 'exclusions', 'linked'] as const;
export type PlayerSection = (typeof PLAYER_SECTIONS)[number];

/** GET /api/admin/players/:id/:section?page=: one page of a history, newest first. */
export function usePlayerSection(id: number, section: PlayerSection, page: number) {
  return useQuery({
    queryKey: consoleKeys.section(id, section, page),
    queryFn: () => callApi(adminApi.playerSection, { params: { id, section }, request: { page } }),
    placeholderData: keepPreviousData,
    meta: silent,
  });
}
