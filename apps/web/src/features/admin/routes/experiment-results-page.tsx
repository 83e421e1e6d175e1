import { EXPERIMENT_GOALS, type ExperimentResultsData, shareToPercent, toSnakeKeys } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useExperimentResults } from '../api/experiments';
import styles from '../components/admin.module.css';
import results from '../components/experiment-results.module.css';
import { targetText } from '../utils/experiment-target-text';
import { EXPERIMENTS_NS } from '../utils/experiment-texts';
import { formatDateTime } from '../utils/format';

const percent = (share: number) => shareToPercent(share).toLocaleString('ru-RU', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const points = (share: number) => `${share > 0 ? '+' : share < 0 ? '−' : ''}${percent(Math.abs(share))}`;

type Row = ExperimentResultsData['results'][number];

/** One goal's table: each variant's exposures, conversions, rate with its interval, and the difference to the control. */
function GoalTable({ goal, rows, control }: { goal: (typeof EXPERIMENT_GOALS)[number]; rows: Row[]; control: string }) {
  const { t } = useTranslation(EXPERIMENTS_NS);
  return (
    <section className={styles.panel} aria-labelledby={`goal-${goal}`} data-testid={`experiment-goal-${goal}`}>
      <h2 id={`goal-${goal}`} className={styles.panelTitle}>
        {t(`result.goals.${goal}`)}
      </h2>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${results.goalTable}`}>
          <thead>
            <tr>
              {(['variant', 'exposures', 'conversions', 'rate', 'difference'] as const).map((c) => (
                <th key={c} scope="col">
                  {t(`result.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const figures = row.goals.find((g) => g.goal === goal)!;
              const better = figures.difference && figures.difference.low > 0;
              const worse = figures.difference && figures.difference.high < 0;
              return (
                <tr key={row.variant} data-testid={`experiment-row-${goal}-${row.variant}`}>
                  <th scope="row">
                    {row.variant}
                    {row.variant === control && <span className={styles.muted}> · {t('result.control')}</span>}
                  </th>
                  <td data-label={t('result.columns.exposures')} data-testid="exposures">{row.exposures}</td>
                  <td data-label={t('result.columns.conversions')} data-testid="conversions">{figures.conversions}</td>
                  <td data-label={t('result.columns.rate')} data-testid="rate">{figures.rate ? t('result.interval', { rate: `${percent(figures.rate.rate)}%`, low: percent(figures.rate.low), high: `${percent(figures.rate.high)}%` }) : '—'}</td>
                  <td className={better ? results.better : worse ? results.worse : undefined} data-label={t('result.columns.difference')} data-testid="difference">
                    {figures.difference ? t('result.differenceValue', { value: points(figures.difference.value), low: points(figures.difference.low), high: points(figures.difference.high) }) : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /admin/experiments/:id: an experiment's conditions and, for each goal, every variant's figures with 95 % intervals. */
export default function ExperimentResultsPage() {
  const { t } = useTranslation(EXPERIMENTS_NS);
  const id = Number(useParams().id);
  const query = useExperimentResults(id);
  const back = (
    <Link to="/admin/experiments" className={styles.muted} data-testid="experiments-back">
      {t('back')}
    </Link>
  );
  if (query.isPending) return <div className={styles.skeleton} aria-label={t('common.loading', { ns: 'admin' })} />;
  if (query.error || !query.data) {
    const missing = isApiError(query.error) && query.error.code === 'dataNotFound';
    return (
      <>
        {back}
        <p className={styles.error} role="alert">
          {missing ? t('notFound') : t('loadError')}
        </p>
      </>
    );
  }
  const { experiment, results: rows } = query.data;
  const control = experiment.variants[0]?.key ?? '';
  const period = !experiment.startedAt
    ? t('result.notStarted')
    : experiment.stoppedAt && experiment.status === 'stopped'
      ? t('result.periodStopped', { from: formatDateTime(experiment.startedAt), to: formatDateTime(experiment.stoppedAt) })
      : t('result.period', { from: formatDateTime(experiment.startedAt) });
  return (
    <>
      {back}
      <h1 className={styles.title} data-testid="experiment-title">
        {t('result.title', { key: experiment.key })} <span className={results.status}>{t(`experiments.status.${experiment.status}`)}</span>
      </h1>
      <section className={styles.panel} aria-labelledby="experiment-definition">
        <h2 id="experiment-definition" className={styles.panelTitle}>
          {t('result.definition')}
        </h2>
        {experiment.description && <p>{experiment.description}</p>}
        <ul className={results.facts}>
          <li>{period}</li>
          <li>{t('result.traffic', { percent: experiment.trafficPercent })}</li>
          <li>{t('result.audience', { target: targetText(experiment.target, t) })}</li>
          {experiment.variants.map((v) => (
            <li key={v.key}>
              <code>{v.key}</code> · {t('fields.weight')} {v.weight}
              {v.payload !== null && v.payload !== undefined && <code className={results.payload}>{JSON.stringify(toSnakeKeys(v.payload))}</code>}
            </li>
          ))}
        </ul>
      </section>
      {rows.every((r) => r.exposures === 0) && <p className={styles.muted}>{t('result.noExposures')}</p>}
      {EXPERIMENT_GOALS.map((goal) => (
        <GoalTable key={goal} goal={goal} rows={rows} control={control} />
      ))}
      <p className={styles.muted}>{t('result.note')}</p>
    </>
  );
}
