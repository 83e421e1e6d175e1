import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import type { ConsoleRow } from '../api/console-keys';
import type { ConsoleMe } from '../api/get-console-me';
import { useConsoleExperiments, useConsoleFlags, useExperimentStatus } from '../api/experiments';
import styles from '../components/admin.module.css';
import listStyles from '../components/experiment-results.module.css';
import { ExperimentForm } from '../components/experiment-form';
import { FlagForm } from '../components/flag-form';
import { ReasonAction } from '../components/reason-action';
import { RowsTable } from '../components/rows-table';
import { EMPTY_EXPERIMENT, EMPTY_FLAG, experimentFormValues, flagFormValues } from '../utils/experiment-form-values';
import { targetText } from '../utils/experiment-target-text';
import { EXPERIMENTS_NS } from '../utils/experiment-texts';

// The description goes under the key: a column of its own pushed the row's actions out of a 1440 px screen.
const EXPERIMENT_COLUMNS = ['key', 'status', 'variants', 'trafficPercent', 'target', 'exposures', 'startedAt'] as const;
const EXPERIMENT_CSV_COLUMNS = [...EXPERIMENT_COLUMNS, 'description'] as const;
const FLAG_COLUMNS = ['key', 'enabled', 'rolloutPercent', 'target', 'updatedAt', 'description'] as const;

type Editing = { kind: 'experiment' | 'flag'; row: ConsoleRow | null } | null;

/** Flags and A/B experiments: both lists, their editors, and starting and stopping an experiment (owner and admin; content reads). */
export default function ExperimentsPage({ me }: { me: ConsoleMe }) {
  const { t, i18n } = useTranslation(EXPERIMENTS_NS);
  const mayEdit = me.role === 'owner' || me.role === 'admin';
  const experiments = useConsoleExperiments();
  const flags = useConsoleFlags();
  const status = useExperimentStatus();
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const titles = (kind: 'experiments' | 'flags', columns: readonly string[]) => Object.fromEntries(columns.map((c) => [c, t(`${kind}.columns.${c}`)]));
  const done = (kind: 'experiments' | 'flags') => (id: number) => {
    setSaved(t(`${kind}.saved`, { id }));
    setEditing(null);
  };
  const changeStatus = (row: ConsoleRow, next: 'running' | 'stopped') => (reason: string) => status.mutate({ id: Number(row.id), status: next, ...(reason ? { reason } : {}) });
  // A refused start or stop says why (another live experiment of the key, not running), anything else in general.
  const statusReason = isApiError(status.error) && status.error.code === 'validation' ? (status.error.parameters.fields as Record<string, string> | undefined)?.status : undefined;
  const statusError = statusReason && i18n.exists(`invalid.${statusReason}`, { ns: EXPERIMENTS_NS }) ? t(`invalid.${statusReason}`) : t('errors.status');
  const variantsText = (row: ConsoleRow) => ((row.variants ?? []) as { key: string; weight: number }[]).map((v) => `${v.key} (${v.weight})`).join(', ');

  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      {saved && !editing && (
        <p className={`${styles.ok} ${listStyles.saved}`} role="status" data-testid="experiments-saved">
          {saved}
        </p>
      )}
      {editing && (
        <Fragment key={`${editing.kind}-${String(editing.row?.id ?? 'new')}`}>
          {editing.kind === 'experiment' ? (
            <ExperimentForm
              id={editing.row ? Number(editing.row.id) : null}
              initial={editing.row ? experimentFormValues(editing.row) : EMPTY_EXPERIMENT}
              started={Boolean(editing.row?.startedAt)}
              onSaved={done('experiments')}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <FlagForm id={editing.row ? Number(editing.row.id) : null} initial={editing.row ? flagFormValues(editing.row) : EMPTY_FLAG} onSaved={done('flags')} onCancel={() => setEditing(null)} />
          )}
        </Fragment>
      )}

      <section className={styles.panel} aria-labelledby="experiments-title">
        <div className={styles.row}>
          <h2 id="experiments-title" className={`${styles.panelTitle} ${styles.grow}`}>
            {t('experiments.title')}
          </h2>
          {mayEdit && (
            <Button variant="primary" size="s" onClick={() => setEditing({ kind: 'experiment', row: null })} data-testid="experiment-create">
              {t('experiments.create')}
            </Button>
          )}
        </div>
        {Boolean(status.error) && (
          <p className={styles.error} role="alert" data-testid="experiment-status-error">
            {statusError}
          </p>
        )}
        {experiments.data?.length === 0 ? (
          <p className={styles.muted}>{t('experiments.empty')}</p>
        ) : (
          <RowsTable
            rows={experiments.data}
            loading={experiments.isPending}
            error={Boolean(experiments.error)}
            columns={EXPERIMENT_COLUMNS}
            csvColumns={EXPERIMENT_CSV_COLUMNS}
            titles={titles('experiments', EXPERIMENT_CSV_COLUMNS)}
            csvName="experiments"
            testId="experiment-list"
            cell={(column, row) => {
              if (column === 'key')
                return (
                  <>
                    <Link to={`/admin/experiments/${String(row.id)}`} data-testid={`experiment-results-${String(row.key)}`}>
                      {String(row.key)}
                    </Link>
                    {row.description ? <span className={`${styles.muted} ${styles.wrapCell} ${listStyles.description}`}>{String(row.description)}</span> : null}
                  </>
                );
              if (column === 'status') return t(`experiments.status.${String(row.status)}`);
              if (column === 'variants') return variantsText(row);
              if (column === 'trafficPercent') return `${String(row.trafficPercent)}%`;
              if (column === 'target') return targetText(row.target, t);
              return undefined;
            }}
            actions={(row) => (
              <div className={`${styles.row} ${listStyles.actions}`}>
                <ButtonLink variant="secondary" size="xs" to={`/admin/experiments/${String(row.id)}`}>
                  {t('experiments.results')}
                </ButtonLink>
                {mayEdit && (
                  <Button variant="secondary" size="xs" onClick={() => setEditing({ kind: 'experiment', row })} data-testid={`experiment-edit-${String(row.key)}`}>
                    {t('edit')}
                  </Button>
                )}
                {mayEdit && row.status !== 'running' && (
                  <ReasonAction
                    label={row.status === 'stopped' ? t('experiments.resume') : t('experiments.start')}
                    required={false}
                    busy={status.isPending}
                    onConfirm={changeStatus(row, 'running')}
                    testId={`experiment-start-${String(row.key)}`}
                  />
                )}
                {mayEdit && row.status === 'running' && (
                  <ReasonAction label={t('experiments.stop')} required={false} danger busy={status.isPending} onConfirm={changeStatus(row, 'stopped')} testId={`experiment-stop-${String(row.key)}`} />
                )}
              </div>
            )}
          />
        )}
      </section>

      <section className={styles.panel} aria-labelledby="flags-title">
        <div className={styles.row}>
          <h2 id="flags-title" className={`${styles.panelTitle} ${styles.grow}`}>
            {t('flags.title')}
          </h2>
          {mayEdit && (
            <Button variant="primary" size="s" onClick={() => setEditing({ kind: 'flag', row: null })} data-testid="flag-create">
              {t('flags.create')}
            </Button>
          )}
        </div>
        {flags.data?.length === 0 ? (
          <p className={styles.muted}>{t('flags.empty')}</p>
        ) : (
          <RowsTable
            rows={flags.data}
            loading={flags.isPending}
            error={Boolean(flags.error)}
            columns={FLAG_COLUMNS}
            titles={titles('flags', FLAG_COLUMNS)}
            csvName="flags"
            testId="flag-list"
            cell={(column, row) => {
              if (column === 'enabled') return row.enabled ? t('flags.on') : t('flags.off');
              if (column === 'rolloutPercent') return `${String(row.rolloutPercent)}%`;
              if (column === 'target') return targetText(row.target, t);
              return undefined;
            }}
            actions={
              mayEdit
                ? (row) => (
                    <Button variant="secondary" size="xs" onClick={() => setEditing({ kind: 'flag', row })} data-testid={`flag-edit-${String(row.key)}`}>
                      {t('edit')}
                    </Button>
                  )
                : undefined
            }
          />
        )}
      </section>
    </>
  );
}
