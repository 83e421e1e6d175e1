import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { useApprovals } from '../api/approvals';
import type { ConsoleMe } from '../api/get-console-me';
import { useWithdrawalQueue } from '../api/withdrawals';
import styles from '../components/admin.module.css';
import { AnalyticsPanel } from '../components/analytics-panel';
import { BusinessCharts } from '../components/business-charts';
import { formatAge } from '../utils/format';

/** The first screen: withdrawals past the alert bound, open withdrawals and pending approvals. */
export default function DashboardPage({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation('admin');
  const moneyRole = me.role !== 'content';
  const queue = useWithdrawalQueue('', moneyRole);
  const approvals = useApprovals(moneyRole);
  const business = ['owner', 'admin', 'finance'].includes(me.role);
  // The charts and the analytics ask once the first figures are in: those calls go first and the charts' code and
  // drawing wait for them. Figures already in when the page first draws (the page starts their calls, and the server
  // preloads them) still draw first: the charts follow in a render of their own, after that paint.
  const figuresIn = useDeferredValue(!moneyRole || (!queue.isPending && !approvals.isPending), false);
  return (
    <>
      <h1 className={styles.title}>{t('dashboard.title')}</h1>
      <p className={`${styles.muted} ${styles.panel}`}>{t('dashboard.signedInAs', { login: me.login ?? me.userId, role: t(`roles.${me.role}`) })}</p>
      {moneyRole && queue.data && (
        <div className={queue.data.stale.count > 0 ? styles.alert : styles.ok} role={queue.data.stale.count > 0 ? 'alert' : undefined} data-testid="console-stale-alert">
          <div className={styles.row}>
            <span className={styles.grow}>
              {queue.data.stale.count > 0
                ? `${t('dashboard.staleAlert', { count: queue.data.stale.count, minutes: queue.data.alertMinutes })} (${formatAge(queue.data.stale.oldestSeconds, t('withdrawals.age', { returnObjects: true }) as { d: string; h: string; m: string })})`
                : t('dashboard.noStale')}
            </span>
            <ButtonLink variant="secondary" size="xs" to="/admin/withdrawals">
              {t('dashboard.openQueue')}
            </ButtonLink>
          </div>
        </div>
      )}
      {moneyRole && (
        <div className={styles.stats} style={{ marginTop: 16 }}>
          <div className={styles.stat}>
            <div className={styles.muted}>{t('dashboard.openWithdrawals')}</div>
            <div className={styles.statValue}>{queue.data?.rows.length ?? '—'}</div>
          </div>
          <Link className={styles.stat} to="/admin/approvals">
            <div className={styles.muted}>{t('dashboard.pendingApprovals')}</div>
            <div className={styles.statValue} data-testid="console-pending-count">
              {approvals.data?.length ?? '—'}
            </div>
          </Link>
        </div>
      )}
      {business && figuresIn && <BusinessCharts />}
      {business && figuresIn && <AnalyticsPanel />}
    </>
  );
}
