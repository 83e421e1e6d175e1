import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useDownloadExport, type ExportFilter } from '../api/export-table';
import styles from './admin.module.css';

/** Downloads the whole server table behind a console table as CSV; `filter` is read at the click. */
export function ExportAllButton({ table, filter }: { table: string; filter?: () => ExportFilter }) {
  const { t } = useTranslation('admin');
  const download = useDownloadExport();
  return (
    <>
      <Button
        variant="secondary"
        size="xs"
        disabled={download.isPending}
        onClick={() => download.mutate({ table, filter: filter?.() ?? {} })}
        data-testid={`console-export-${table}`}
      >
        {download.isPending ? t('common.exporting') : t('common.exportAll')}
      </Button>
      {download.isError && (
        <span className={styles.error} role="alert">
          {t('common.exportFailed')}
        </span>
      )}
    </>
  );
}
