import { shareToPercent, toWire } from '@tastydrop/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard, type DashboardBucket } from '../api/dashboard';
import styles from './admin.module.css';
import { Button } from '../../../components/ui/button';
import { LineChart, type ChartSeries } from '../../../components/ui/line-chart';
import { formatMinor } from '../utils/format';

const PERIODS = [1, 7, 30] as const;
const COLORS = { a: '#ff7a1a', b: '#5e98ff', c: '#3dd68c', d: '#d32ce6' };

const sum = (buckets: DashboardBucket[], key: keyof DashboardBucket) => buckets.reduce((n, b) => n + Number(b[key]), 0);

/** Deposits, withdrawals, GGR, plays and players for a day, 7 or 30 days, with the sign-up to deposit conversion. */
export function BusinessCharts() {
  const { t } = useTranslation('admin');
  const [days, setDays] = useState<(typeof PERIODS)[number]>(7);
  const dashboard = useDashboard(days, true);
  const buckets = dashboard.data?.buckets;
  const charts = useMemo(() => {
    if (!buckets) return null;
    const xs = buckets.map((b) => Math.floor(new Date(b.at).getTime() / 1000));
    const line = (label: string, key: keyof DashboardBucket, color: string, money = false): ChartSeries => ({ label, color, values: buckets.map((b) => (money ? toWire(Number(b[key])) : Number(b[key]))) });
    return {
      xs,
      money: [line(t('business.deposits'), 'deposits', COLORS.c, true), line(t('business.withdrawals'), 'withdrawals', COLORS.a, true)],
      ggr: [line(t('business.ggr'), 'ggr', COLORS.d, true)],
      plays: [line(t('business.opens'), 'opens', COLORS.a), line(t('business.battles'), 'battles', COLORS.b), line(t('business.upgrades'), 'upgrades', COLORS.c)],
      players: [line(t('business.active'), 'active', COLORS.b), line(t('business.newPlayers'), 'newPlayers', COLORS.c)],
    };
  }, [buckets, t]);
  const data = dashboard.data;
  return (
    <section>
      <div className={`${styles.row} ${styles.tabs}`} role="tablist" style={{ marginTop: 16 }}>
        <h2 className={styles.panelTitle} style={{ margin: '0 8px 0 0' }}>
          {t('business.title')}
        </h2>
        {PERIODS.map((p) => (
          <Button key={p}  role="tab" aria-selected={p === days} variant="secondary" size="xs" active={p === days} onClick={() => setDays(p)}>
            {t(`business.period${p}`)}
          </Button>
        ))}
      </div>
      {dashboard.error ? (
        <p className={styles.error}>{t('common.error')}</p>
      ) : !data || !charts ? (
        <div className={styles.skeleton} />
      ) : (
        <>
          <div className={styles.stats} data-testid="console-business">
            <div className={styles.stat}>
              <div className={styles.muted}>{t('business.deposits')}</div>
              <div className={styles.statValue}>{formatMinor(sum(data.buckets, 'deposits'))}</div>
            </div>
            <div className={styles.stat}>
              <div className={styles.muted}>{t('business.withdrawals')}</div>
              <div className={styles.statValue}>{formatMinor(sum(data.buckets, 'withdrawals'))}</div>
            </div>
            <div className={styles.stat}>
              <div className={styles.muted}>{t('business.ggr')}</div>
              <div className={styles.statValue}>{formatMinor(sum(data.buckets, 'ggr'))}</div>
            </div>
            <div className={styles.stat}>
              <div className={styles.muted}>{t('business.newPlayers')}</div>
              <div className={styles.statValue}>{data.signups}</div>
            </div>
            <div className={styles.stat}>
              <div className={styles.muted}>{t('business.conversion')}</div>
              <div className={styles.statValue}>{data.signups ? `${shareToPercent(data.paid / data.signups).toFixed(1)} %` : '—'}</div>
            </div>
          </div>
          <div className={styles.charts}>
            <LineChart title={t('business.moneyChart')} xs={charts.xs} series={charts.money} hourly={days === 1} />
            <LineChart title={t('business.ggr')} xs={charts.xs} series={charts.ggr} hourly={days === 1} />
            <LineChart title={t('business.playsChart')} xs={charts.xs} series={charts.plays} hourly={days === 1} />
            <LineChart title={t('business.playersChart')} xs={charts.xs} series={charts.players} hourly={days === 1} />
          </div>
        </>
      )}
    </section>
  );
}
