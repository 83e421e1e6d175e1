import { shareToPercent } from '@tastydrop/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { callApi } from '../../../lib/api/call';
import { adminCatalogApi } from '../../../lib/api/endpoints/admin-catalog';
import { useMonitor } from '../api/catalog';
import styles from '../components/admin.module.css';
import { RowsTable } from '../components/rows-table';
import { CATALOG_NS } from '../utils/catalog-texts';

const pct = (x: number | null) => (x === null ? '—' : shareToPercent(x).toFixed(2));

function OpeningCheckForm() {
  const { t } = useTranslation(CATALOG_NS);
  const [draft, setDraft] = useState('');
  const [id, setId] = useState<number | null>(null);
  const check = useQuery({ queryKey: ['console', 'opening-check', id], queryFn: () => callApi(adminCatalogApi.checkOpening, { params: { id: id! } }), enabled: id !== null, meta: { silent: true } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Number(draft) > 0) setId(Number(draft));
  };
  const r = check.data;
  return (
    <form className={`${styles.row} ${styles.panel}`} onSubmit={submit}>
      <label>
        {t('monitor.check')} <input className={`${styles.input} ${styles.small}`} type="number" min={1} value={draft} onChange={(e) => setDraft(e.target.value)} data-testid="opening-check-id" />
      </label>
      <Button type="submit" variant="secondary" size="s" data-testid="opening-check-submit">
        {t('monitor.checkButton')}
      </Button>
      {check.error && <span className={styles.error}>{t('common.error', { ns: 'admin' })}</span>}
      {r && (
        <span className={r.ticketMatches && r.itemMatches !== false ? styles.ok : styles.error} data-testid="opening-check-result">
          {t('monitor.checkResult', {
            version: r.catalogVersion ?? '—',
            ticket: r.ticket,
            ticketOk: r.ticketMatches ? t('monitor.match') : t('monitor.mismatch'),
            itemOk: r.itemMatches === null ? t('monitor.unknown') : r.itemMatches ? t('monitor.match') : t('monitor.mismatch'),
          })}
        </span>
      )}
    </form>
  );
}

/** Configured against realised RTP per case with the interval chance allows, battle self-checks, failed jobs and the feed's lag. */
export default function MonitorPage() {
  const { t } = useTranslation(CATALOG_NS);
  const monitor = useMonitor();
  const data = monitor.data;
  return (
    <>
      <h1 className={styles.title}>{t('monitor.title')}</h1>
      {monitor.isPending && <div className={styles.skeleton} aria-label={t('common.loading', { ns: 'admin' })} />}
      {monitor.error && <p className={styles.error}>{t('common.error', { ns: 'admin' })}</p>}
      {data && (
        <>
          <p className={styles.panel}>
            {t('monitor.battles', { verified: data.battles.verified, flagged: data.battles.flagged })}
            <br />
            {t('monitor.feedLag', { rows: data.feedLag.rows, seconds: Math.round(data.feedLag.seconds) })}
          </p>
          <OpeningCheckForm />
          <div className={styles.tableWrap} data-testid="rtp-monitor">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('monitor.case')}</th>
                  <th scope="col">{t('monitor.configured')}</th>
                  {data.cases[0]?.windows.map((w) => (
                    <th key={String(w.window)} scope="col">
                      {w.window === 'all' ? t('monitor.all') : t('monitor.window', { size: w.window })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.cases.map((c) => (
                  <tr key={c.caseId}>
                    <td>
                      {c.name} {c.alert && <strong className={styles.error}>⚠ {t('monitor.alert')}</strong>}
                    </td>
                    <td>{pct(c.configuredRtp)} %</td>
                    {c.windows.map((w) => (
                      <td key={String(w.window)} className={w.outside ? styles.error : undefined}>
                        {pct(w.realisedRtp)} % <span className={styles.muted}>{t('monitor.opens', { value: w.opens })}</span>
                        {w.low !== null && w.high !== null && <div className={styles.muted}>{t('monitor.interval', { low: pct(w.low), high: pct(w.high) })}</div>}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 className={styles.panelTitle}>{t('monitor.failedJobs')}</h2>
          <RowsTable rows={data.failedJobs} columns={['id', 'type', 'attempts', 'lastError', 'finishedAt']} csvName="failed-jobs" />
        </>
      )}
    </>
  );
}
