import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useConsoleMe } from '../api/get-console-me';
import { useWithdrawalAction, useWithdrawalQueue } from '../api/withdrawals';
import styles from '../components/admin.module.css';
import { ReasonAction } from '../components/reason-action';
import { RowsTable } from '../components/rows-table';
import { WithdrawalReviewQueue } from '../components/withdrawal-review-queue';
import { MarketSteps } from '../components/market-steps';
import { WithdrawalProvidersForm } from '../components/withdrawal-providers-form';
import { formatAge } from '../utils/format';

const STATES = ['', 'review', 'queued', 'sending', 'confirming', 'sent', 'escrow', 'reversed'] as const;
/** Who may change the review rules (the server checks again). */
const RULE_EDITORS: readonly string[] = ['owner', 'admin'];
const COLUMNS = ['id', 'ageSeconds', 'status', 'userId', 'name', 'price', 'provider', 'bot', 'offerId', 'steps', 'jobStatus', 'jobAttempts', 'jobError'];

/**
 * Which provider serves first; open withdrawals by state, oldest first, with a market purchase's steps, retry and
 * cancel-with-refund; reversed ones (CS2 Trade Protection) for the
 * operator to settle; those the rules held for review, with their reasons and decisions.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const queue = useWithdrawalQueue(status, status !== 'review');
  const me = useConsoleMe();
  const act = useWithdrawalAction();
  const units = t('withdrawals.age', { returnObjects: true }) as { d: string; h: string; m: string };
  const alertSeconds = (queue.data?.alertMinutes ?? 0) * 60;
  return (
    <>
      <h1 className={styles.title}>{t('withdrawals.title')}</h1>
      <div className={styles.tabs} role="tablist">
        {STATES.map((s) => (
          <Button key={s || 'all'}  role="tab" aria-selected={s === status} variant="secondary" size="xs" active={s === status} onClick={() => setParams(s ? { status: s } : {})}>
            {s ? t(`statuses.${s}`) : t('withdrawals.all')}
          </Button>
        ))}
      </div>
      {status === 'reversed' && (
        <p className={styles.muted} data-testid="console-withdrawals-reversed-hint">
          {t('withdrawals.reversedHint')}
        </p>
      )}
      {status === '' && <WithdrawalProvidersForm mayEdit={RULE_EDITORS.includes(me.data?.role ?? '')} />}
      {status === 'review' && <WithdrawalReviewQueue mayEditRules={RULE_EDITORS.includes(me.data?.role ?? '')} />}
      {status !== 'review' && act.error && (
        <p className={styles.error} role="alert">
          {isApiError(act.error) ? t(act.error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}
        </p>
      )}
      {status !== 'review' && (
        <RowsTable
          rows={queue.data?.rows}
          loading={queue.isPending}
          error={Boolean(queue.error)}
          columns={COLUMNS}
          csvName="withdrawals"
          exportTable={{ table: 'withdrawals' }}
          testId="console-withdrawals"
          cell={(column, row) => {
            if (column === 'ageSeconds') {
              const age = Number(row.ageSeconds);
              return <span className={alertSeconds && age > alertSeconds ? styles.error : undefined}>{formatAge(age, units)}</span>;
            }
            if (column === 'status') return <span data-testid={`console-withdrawal-status-${String(row.id)}`}>{t(`statuses.${String(row.status)}`, { defaultValue: String(row.status) })}</span>;
            if (column === 'steps') return <MarketSteps steps={row.steps} />;
            if (column === 'provider') return t(`withdrawals.providers.kinds.${String(row.provider)}`, { defaultValue: String(row.provider) });
            if (column === 'userId') return <Link to={`/admin/players/${String(row.userId)}`}>{String(row.nickname ?? row.userId)}</Link>;
            return undefined;
          }}
          actions={(row) =>
            row.status === 'queued' || row.status === 'sending' ? (
              <div className={styles.row}>
                <Button variant="secondary" size="xs" disabled={act.isPending} onClick={() => act.mutate({ id: Number(row.id), action: 'retry' })} data-testid={`console-retry-${String(row.id)}`}>
                  {t('withdrawals.retry')}
                </Button>
                {row.status === 'queued' && <ReasonAction label={t('withdrawals.cancel')} danger busy={act.isPending} onConfirm={(reason) => act.mutate({ id: Number(row.id), action: 'cancel', reason })} />}
              </div>
            ) : null
          }
        />
      )}
    </>
  );
}
