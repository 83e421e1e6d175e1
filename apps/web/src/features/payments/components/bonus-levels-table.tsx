import { bonusLevelRows, formatAmount, type BonusLevel } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './bonus-levels.module.css';

/** The deposit bonus levels: from which sum, what percent. */
export function BonusLevelsTable({ levels, highlight }: { levels: BonusLevel[] | undefined; highlight?: number }) {
  const { t } = useTranslation('payments');
  const rows = levels ? bonusLevelRows(levels) : null;
  const reached = rows ? rows.filter((r) => (highlight ?? 0) >= r.from).at(-1)?.from : undefined;
  return (
    <section className={styles.levels} aria-labelledby="bonus-levels-title" data-testid="bonus-levels">
      <h2 id="bonus-levels-title" className={styles.title}>
        {t('levels.title')}
      </h2>
      {!rows && <Skeleton height={160} />}
      {rows && rows.length === 0 && <p className={styles.muted}>{t('levels.empty')}</p>}
      {rows && rows.length > 0 && (
        <table className={styles.levelsTable}>
          <thead>
            <tr>
              <th scope="col">{t('levels.from')}</th>
              <th scope="col">{t('levels.percent')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.from} className={row.from === reached ? styles.levelReached : undefined}>
                <td>{formatAmount(row.from)} ₽</td>
                <td className={styles.levelPercent}>+{row.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.muted}>{t('levels.note')}</p>
    </section>
  );
}
