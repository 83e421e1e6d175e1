import { useTranslation } from 'react-i18next';
import { useLiftWithdrawalFreeze, usePaymentChargebacks } from '../api/payments';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import styles from './admin.module.css';
import { ReasonAction } from './reason-action';
import { RowsTable } from './rows-table';

const COLUMNS = ['createdAt', 'kind', 'noticeId', 'amount', 'currency', 'owed', 'debited', 'debt', 'frozen', 'refundId', 'debtNow', 'frozenSince'];

/**
 * A payment's case file of provider refunds and chargebacks: the notice, what it took from the balance, the debt
 * it left and the withdrawal freeze; who may refund may also lift the freeze, with a reason.
 */
export function ChargebackCaseFile({ paymentId, mayLift, onClose }: { paymentId: number; mayLift: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const file = usePaymentChargebacks(paymentId);
  const lift = useLiftWithdrawalFreeze();
  const frozenPlayer = file.data?.find((row) => row.frozenSince)?.userId;
  return (
    <section className={styles.panel} data-testid="console-chargebacks">
      <div className={styles.row} style={{ justifyContent: 'space-between' }}>
        <h2 className={styles.panelTitle}>{t('payments.caseFile', { id: paymentId })}</h2>
        <Button variant="secondary" size="xs" onClick={onClose}>
          {t('common.done')}
        </Button>
      </div>
      <p className={styles.muted}>{t('payments.caseFileHint')}</p>
      <RowsTable
        rows={file.data}
        loading={file.isPending}
        error={Boolean(file.error)}
        columns={COLUMNS}
        csvName={`payment-${paymentId}-chargebacks`}
        cell={(column, row) => (column === 'kind' ? t(`payments.kinds.${String(row.kind)}`, { defaultValue: String(row.kind) }) : undefined)}
      />
      {lift.isSuccess && (
        <p className={styles.ok} role="status">
          {t('payments.freezeLifted')}
        </p>
      )}
      {lift.isError && (
        <p className={styles.error} role="alert">
          {isApiError(lift.error) ? t(lift.error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}
        </p>
      )}
      {mayLift && typeof frozenPlayer === 'number' && (
        <ReasonAction label={t('payments.liftFreeze')} busy={lift.isPending} onConfirm={(reason) => lift.mutate({ userId: frozenPlayer, reason })} testId="console-lift-freeze" />
      )}
    </section>
  );
}
