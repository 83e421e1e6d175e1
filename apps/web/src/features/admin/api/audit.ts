import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import { consoleKeys, silent } from './console-keys';

export interface AuditFilter {
  action?: string;
  target?: string;
  page: number;
}

/** GET /api/admin/audit: the audit log, newest first, filtered. */
export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: consoleKeys.audit(filter),
    queryFn: () => callApi(adminApi.audit, { request: { ...filter, action: filter.action || undefined, target: filter.target || undefined } }),
    placeholderData: keepPreviousData,
    meta: silent,
  });
}
