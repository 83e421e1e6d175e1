import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAnalyticsSummary } from '../api/ops';
import styles from './admin.module.css';
import { ExportAllButton } from './export-all-button';
import { RowsTable } from './rows-table';

const PERIODS = [1, 7, 30] as const;

/** The site's own analytics: page views and sessions, utm sources, referrers, pages, languages, screens and event clicks. */
export function AnalyticsPanel() {
  const { t } = useTranslation('admin');
  const [days, setDays] = useState<(typeof PERIODS)[number]>(7);
  const summary = useAnalyticsSummary(days);
  const data = summary.data;
  const table = (key: 'sources' | 'referrers' | 'pages' | 'languages' | 'screens' | 'eventClicks', columns: string[]) => (
    <section className={styles.panel} key={key}>
      <h3 className={styles.panelTitle}>{t(`analytics.${key}`)}</h3>
      <RowsTable rows={data?.[key]} loading={summary.isPending} error={Boolean(summary.error)} columns={columns} csvName={`analytics-${key}-${days}`} />
    </section>
  );
  return (
    <section data-testid="console-analytics">
      <div className={`${styles.row} ${styles.tabs}`} role="tablist" style={{ marginTop: 16 }}>
        <h2 className={styles.panelTitle} style={{ margin: '0 8px 0 0' }}>
          {t('analytics.title')}
        </h2>
        {PERIODS.map((p) => (
          <Button key={p}  role="tab" aria-selected={p === days} variant="secondary" size="xs" active={p === days} onClick={() => setDays(p)}>
            {t(`business.period${p}`)}
          </Button>
        ))}
        <ExportAllButton table="analytics" filter={() => ({ from: new Date(Date.now() - days * 86_400_000).toISOString() })} />
      </div>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <div className={styles.muted}>{t('analytics.pageViews')}</div>
          <div className={styles.statValue}>{data?.pageViews ?? '—'}</div>
        </div>
        <div className={styles.stat}>
          <div className={styles.muted}>{t('analytics.sessions')}</div>
          <div className={styles.statValue}>{data?.sessions ?? '—'}</div>
        </div>
      </div>
      {table('sources', ['source', 'medium', 'campaign', 'views', 'sessions'])}
      {table('referrers', ['referrer', 'views'])}
      {table('pages', ['path', 'views'])}
      {table('languages', ['language', 'sessions'])}
      {table('screens', ['screen', 'sessions'])}
      {table('eventClicks', ['name', 'place', 'clicks'])}
    </section>
  );
}
