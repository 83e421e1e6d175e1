import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ConsoleMe } from '../api/get-console-me';
import { useRefundPayment } from '../api/ops';
import { usePaymentHistory, usePayments, useReconcilePayment } from '../api/payments';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import styles from '../components/admin.module.css';
import { ChargebackCaseFile } from '../components/chargeback-case-file';
import { ReasonAction } from '../components/reason-action';
import { RowsTable } from '../components/rows-table';

const COLUMNS = ['id', 'createdAt', 'orderId', 'userId', 'provider', 'status', 'amount', 'currency', 'value', 'completedAt', 'webhooks', 'reconciliations', 'chargebacks'];
const STATUSES = ['', 'pending', 'success', 'fail'] as const;

/** Deposits with provider, status and webhook history; find by order id; mark a manual reconciliation; a provider's refunds and chargebacks with their case file. */
export default function PaymentsPage({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const [page, setPage] = useState(0);
  const [text, setText] = useState(q);
  const [open, setOpen] = useState<number | null>(null);
  const [caseFile, setCaseFile] = useState<number | null>(null);
  const list = usePayments({ q, status, page });
  const history = usePaymentHistory(open);
  const reconcile = useReconcilePayment();
  const refund = useRefundPayment();
  const mayReconcile = me.role === 'owner' || me.role === 'finance';
  const search = (next: { q: string; status: string }) => {
    setPage(0);
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search({ q: text.trim(), status });
  };
  return (
    <>
      <h1 className={styles.title}>{t('payments.title')}</h1>
      <form className={`${styles.row} ${styles.panel}`} onSubmit={submit} role="search">
        <input className={`${styles.input} ${styles.grow}`} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('payments.search')} aria-label={t('payments.search')} />
        <select className={styles.select} value={status} onChange={(e) => search({ q, status: e.target.value })} aria-label={t('columns.status')}>
          {STATUSES.map((s) => (
            <option key={s || 'all'} value={s}>
              {s ? t(`payments.statuses.${s}`) : t('payments.all')}
            </option>
          ))}
        </select>
        <Button type="submit" variant="primary" size="s">
          {t('common.search')}
        </Button>
      </form>
      {refund.isSuccess && (
        <p className={styles.ok} role="status">
          {t('payments.refunded', { id: refund.data.providerRefundId })}
        </p>
      )}
      {refund.isError && (
        <p className={styles.error} role="alert">
          {isApiError(refund.error) ? t(refund.error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}
        </p>
      )}
      {open !== null && (
        <section className={styles.panel}>
          <div className={styles.row} style={{ justifyContent: 'space-between' }}>
            <h2 className={styles.panelTitle}>{t('payments.history', { id: open })}</h2>
            <Button variant="secondary" size="xs" onClick={() => setOpen(null)}>
              {t('common.done')}
            </Button>
          </div>
          <RowsTable rows={history.data} loading={history.isPending} error={Boolean(history.error)} columns={['at', 'kind', 'status', 'reason', 'ip', 'login']} csvName={`payment-${open}-history`} />
        </section>
      )}
      {caseFile !== null && <ChargebackCaseFile paymentId={caseFile} mayLift={mayReconcile} onClose={() => setCaseFile(null)} />}
      <RowsTable
        rows={list.data}
        loading={list.isPending}
        error={Boolean(list.error)}
        columns={COLUMNS}
        csvName="payments"
        exportTable={{ table: 'payments' }}
        page={page}
        onPage={setPage}
        cell={(column, row) => (column === 'userId' ? <Link to={`/admin/players/${String(row.userId)}`}>{String(row.nickname ?? row.userId)}</Link> : undefined)}
        actions={(row) => (
          <div className={styles.row}>
            <Button variant="secondary" size="xs" onClick={() => setOpen(Number(row.id))}>
              {t('payments.showHistory')}
            </Button>
            {Number(row.chargebacks) > 0 && (
              <Button variant="secondary" size="xs" onClick={() => setCaseFile(Number(row.id))} data-testid={`console-case-file-${String(row.id)}`}>
                {t('payments.showCaseFile')}
              </Button>
            )}
            {mayReconcile && <ReasonAction label={t('payments.reconcile')} busy={reconcile.isPending} onConfirm={(reason) => reconcile.mutate({ id: Number(row.id), reason })} />}
            {mayReconcile && row.status === 'success' && (
              <ReasonAction label={t('payments.refund')} danger busy={refund.isPending} onConfirm={(reason) => refund.mutate({ id: Number(row.id), reason })} testId={`console-refund-${String(row.id)}`} />
            )}
          </div>
        )}
      />
    </>
  );
}
