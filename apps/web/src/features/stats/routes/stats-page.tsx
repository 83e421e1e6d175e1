import { formatAmount, shareToPercent } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useCaseStats } from '../api/get-case-stats';
import { usePartnerTotals } from '../api/get-partner-totals';
import styles from './stats-page.module.css';

const pct = (x: number | null) => (x === null ? null : `${shareToPercent(x).toFixed(2)} %`);

/** What the referral programme has paid to players in all; nothing while it loads or when it cannot be read. */
function PartnerTotals() {
  const { t } = useTranslation('stats');
  const totals = usePartnerTotals();
  if (!totals.isSuccess) return null;
  return (
    <dl className={styles.figure}>
      <dt>{t('partnersPaid')}</dt>
      <dd data-testid="partner-totals">{formatAmount(totals.data.paid)} ₽</dd>
    </dl>
  );
}

/** /stats: per case, the return it is configured for and the one players really got; what the referral programme paid. */
export default function StatsPage() {
  const { t } = useTranslation('stats');
  const stats = useCaseStats();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <PartnerTotals />
      {stats.isPending && <div className={styles.skeleton} aria-busy="true" />}
      {stats.isError && (
        <p className={styles.error} role="alert">
          {t('error')} <Button onClick={() => void stats.refetch()}>{t('retry')}</Button>
        </p>
      )}
      {stats.isSuccess && stats.data.length === 0 && <p>{t('empty')}</p>}
      {stats.isSuccess && stats.data.length > 0 && (
        <table className={styles.table} data-testid="case-stats">
          <thead>
            <tr>
              <th scope="col">{t('case')}</th>
              <th scope="col">{t('configured')}</th>
              <th scope="col">{t('realised')}</th>
              <th scope="col">{t('opens')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.data.map((c) => (
              <tr key={c.caseId}>
                <td>
                  <Link to={`/open/${c.slug}`}>{c.name}</Link>
                </td>
                <td>{pct(c.configuredRtp)}</td>
                <td>{pct(c.realisedRtp) ?? t('none')}</td>
                <td>{c.opens}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
