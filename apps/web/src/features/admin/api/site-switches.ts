import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import { consoleKeys, silent } from './console-keys';

export interface SiteSwitches {
  maintenance: boolean;
  maintenanceMessage: string;
}

/** GET /api/admin/settings: the site's switches. */
export function useSiteSwitches() {
  return useQuery({ queryKey: consoleKeys.settings, queryFn: (): Promise<SiteSwitches> => callApi(adminApi.settings), meta: silent });
}

/** POST /api/admin/settings/maintenance: maintenance on or off with the players' message, audited. */
export function useSetMaintenance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { on: boolean; message: string; reason: string }): Promise<SiteSwitches> => callApi(adminApi.setMaintenance, { request: input }),
    meta: silent,
    onSuccess: (data) => client.setQueryData(consoleKeys.settings, data),
  });
}
