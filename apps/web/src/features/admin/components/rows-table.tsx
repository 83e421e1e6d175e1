import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ConsoleRow } from '../api/console-keys';
import { downloadCsv, toCsv } from '../utils/csv';
import { formatCell } from '../utils/format';
import styles from './admin.module.css';
import { ExportAllButton } from './export-all-button';

interface RowsTableProps {
  rows: readonly ConsoleRow[] | undefined;
  columns: readonly string[];
  /** The columns the CSV of the rows shown holds, when not the ones drawn (raw fields behind a drawn one). */
  csvColumns?: readonly string[];
  /** The CSV file's name (without extension). */
  csvName: string;
  loading?: boolean;
  error?: boolean;
  /** What an empty table says, where the console's shared words do not fit. */
  empty?: string;
  /** Cells drawn differently from the default text (links, badges). */
  cell?: (column: string, row: ConsoleRow) => ReactNode | undefined;
  /** Column titles of this table where the console's shared ones do not fit. */
  titles?: Record<string, string>;
  /** Buttons of a row, in a last column. */
  actions?: (row: ConsoleRow) => ReactNode;
  /** Paging: the current page (from 0) and a setter; shown when given. */
  page?: number;
  onPage?: (page: number) => void;
  pageSize?: number;
  testId?: string;
  /** The server table behind the rows: offers the whole of it as CSV, not only the rows shown. */
  exportTable?: { table: string; filter?: Record<string, string | number | undefined> };
}

const WIDE = new Set(['before', 'after', 'changes', 'reason', 'userAgent', 'jobError', 'tradeUrl']);

/** A console table: loading, empty and error states, optional paging, and the rows shown exported as CSV. */
export function RowsTable({ rows, columns, csvColumns, csvName, loading, error, empty, cell, titles, actions, page, onPage, pageSize = 50, testId, exportTable }: RowsTableProps) {
  const { t } = useTranslation('admin');
  const pager = page !== undefined && onPage;
  return (
    <div data-testid={testId}>
      <div className={styles.tableBar}>
        <Button variant="secondary" size="xs" disabled={!rows?.length} onClick={() => downloadCsv(csvName, toCsv(rows ?? [], csvColumns ?? columns))}>
          {t('common.exportCsv')}
        </Button>
        {exportTable && <ExportAllButton table={exportTable.table} filter={() => exportTable.filter ?? {}} />}
        {pager && (
          <div className={styles.row}>
            <Button variant="secondary" size="xs" disabled={page === 0} onClick={() => onPage(page - 1)}>
              {t('common.prev')}
            </Button>
            <span className={styles.muted}>{t('common.page', { page: page + 1 })}</span>
            <Button variant="secondary" size="xs" disabled={(rows?.length ?? 0) < pageSize} onClick={() => onPage(page + 1)}>
              {t('common.next')}
            </Button>
          </div>
        )}
      </div>
      {loading && !rows ? (
        <div className={styles.skeleton} aria-label={t('common.loading')} />
      ) : error ? (
        <p className={styles.error}>{t('common.error')}</p>
      ) : !rows?.length ? (
        <p className={styles.muted}>{empty ?? t('common.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {titles?.[c] ?? t(`columns.${c}`, { defaultValue: c })}
                  </th>
                ))}
                {actions && <th aria-hidden="true" />}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={String(row.id ?? i)}>
                  {columns.map((c) => (
                    <td key={c} className={WIDE.has(c) ? styles.wrapCell : undefined}>
                      {cell?.(c, row) ?? formatCell(c, row[c])}
                    </td>
                  ))}
                  {actions && <td>{actions(row)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
