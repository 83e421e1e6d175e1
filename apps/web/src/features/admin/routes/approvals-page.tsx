import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useApprovals, useDecideApproval } from '../api/approvals';
import type { ConsoleMe } from '../api/get-console-me';
import styles from '../components/admin.module.css';
import { RowsTable } from '../components/rows-table';

const COLUMNS = ['id', 'createdAt', 'userId', 'nickname', 'currency', 'delta', 'reason', 'requestedByLogin'];

/** Balance changes above the threshold, for a second finance or owner account to decide. */
export default function ApprovalsPage({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation('admin');
  const approvals = useApprovals();
  const decide = useDecideApproval();
  const mayDecide = me.role === 'owner' || me.role === 'finance';
  return (
    <>
      <h1 className={styles.title}>{t('approvals.title')}</h1>
      <p className={`${styles.muted} ${styles.panel}`}>{t('approvals.hint')}</p>
      {decide.error && (
        <p className={styles.error} role="alert">
          {isApiError(decide.error) ? t(decide.error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}
        </p>
      )}
      <RowsTable
        rows={approvals.data}
        loading={approvals.isPending}
        error={Boolean(approvals.error)}
        columns={COLUMNS}
        csvName="approvals"
        testId="console-approvals"
        cell={(column, row) => (column === 'userId' ? <Link to={`/admin/players/${String(row.userId)}`}>{String(row.userId)}</Link> : undefined)}
        actions={
          mayDecide
            ? (row) =>
                Number(row.requestedBy) === me.userId ? null : (
                  <div className={styles.row}>
                    <button type="button" className={`${styles.button} ${styles.small} ${styles.primary}`} disabled={decide.isPending} onClick={() => decide.mutate({ id: Number(row.id), approve: true })} data-testid={`console-approve-${String(row.id)}`}>
                      {t('approvals.approve')}
                    </button>
                    <button type="button" className={`${styles.button} ${styles.small} ${styles.danger}`} disabled={decide.isPending} onClick={() => decide.mutate({ id: Number(row.id), approve: false })}>
                      {t('approvals.reject')}
                    </button>
                  </div>
                )
            : undefined
        }
      />
    </>
  );
}
