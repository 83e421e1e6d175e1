import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { consoleKeys, silent } from './console-keys';

export interface SiteSwitches {
  maintenance: boolean;
  maintenanceMessage: string;
}

/** GET /api/admin/settings: the site's switches. */
export function useSiteSwitches() {
  return useQuery({ queryKey: [...consoleKeys.all, 'settings'], queryFn: () => apiGet<SiteSwitches>('/api/admin/settings'), meta: silent });
}

/** POST /api/admin/settings/maintenance: maintenance on or off with the players' message, audited. */
export function useSetMaintenance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { on: boolean; message: string; reason: string }) => apiPost<SiteSwitches>('/api/admin/settings/maintenance', input),
    meta: silent,
    onSuccess: (data) => client.setQueryData([...consoleKeys.all, 'settings'], data),
  });
}
