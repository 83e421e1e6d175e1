import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../utils/csv';
import { silent } from './console-keys';

/** Which rows of a table to export (the server's export filter: `user_id`, `from`, `to`). */
export type ExportFilter = Record<string, string | number | undefined>;

/**
 * GET /api/admin/export/:table.csv: the whole table, fetched with the console's own header (which a plain link
 * cannot send, so the server refuses links) and saved as the file the server names.
 */
export async function downloadExport(table: string, filter: ExportFilter = {}): Promise<void> {
  const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
  const { blob, fileName } = await apiDownload(`/api/admin/export/${table}.csv`, query);
  saveFile(fileName ?? `${table}.csv`, blob);
}

/** The download of a whole table as a mutation: pending while it streams, its error shown by the button. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: ({ table, filter }: { table: string; filter?: ExportFilter }) => downloadExport(table, filter),
    meta: silent,
  });
}
