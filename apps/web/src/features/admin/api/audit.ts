import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { consoleKeys, silent, type ConsoleRow } from './console-keys';

export interface AuditFilter {
  action?: string;
  target?: string;
  page: number;
}

/** GET /api/admin/audit: the audit log, newest first, filtered. */
export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: consoleKeys.audit(filter),
    queryFn: () => apiGet<ConsoleRow[]>('/api/admin/audit', { ...filter, action: filter.action || undefined, target: filter.target || undefined }),
    placeholderData: keepPreviousData,
    meta: silent,
  });
}
