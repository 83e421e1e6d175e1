import { formatAmount } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useStatement } from '../api/get-statement';
import { statementCsv } from '../utils/statement-csv';
import styles from './statement-section.module.css';

const COLUMNS = ['deposits', 'withdrawals', 'stake', 'returns', 'net'] as const;
const monthName = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The player's own monthly statement with a CSV download. */
export function StatementSection() {
  const { t } = useTranslation('responsible-play');
  const statement = useStatement();
  const download = () => {
    if (!statement.data) return;
    const header = [t('statement.month'), ...COLUMNS.map((c) => t(`statement.${c}`))];
    const url = URL.createObjectURL(new Blob([statementCsv(statement.data, header)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'statement.csv';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className={styles.panel} aria-labelledby="statement-title" data-testid="statement">
      <div className={styles.head}>
        <h2 id="statement-title" className={styles.title}>
          {t('statement.title')}
        </h2>
        {statement.data && statement.data.length > 0 && (
          <Button size="s" variant="secondary" onClick={download} data-testid="statement-csv">
            {t('statement.csv')}
          </Button>
        )}
      </div>
      {statement.isPending && <Skeleton height={80} />}
      {statement.isError && <p className={styles.muted}>{t('statement.loadError')}</p>}
      {statement.data?.length === 0 && <p className={styles.muted}>{t('statement.empty')}</p>}
      {statement.data && statement.data.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('statement.month')}</th>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {t(`statement.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {statement.data.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{monthName.format(new Date(`${m.month}-01T00:00:00Z`))}</th>
                  {COLUMNS.map((c) => (
                    <td key={c}>{formatAmount(m[c])} ₽</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
