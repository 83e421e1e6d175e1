import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPROVAL_KINDS, type ApprovalKind, type ConsoleRoleName } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { useApprovals, useDecideApproval } from '../api/approvals';
import type { ConsoleMe } from '../api/get-console-me';
import type { ConsoleRow } from '../api/console-keys';
import styles from '../components/admin.module.css';
import { ApprovalSubject } from '../components/approval-subject';
import { CatalogError } from '../components/catalog-error';
import { RowsTable } from '../components/rows-table';
import { currencyLabel, walletAmount } from '../utils/code-labels';

const COLUMNS = ['id', 'createdAt', 'kind', 'userId', 'nickname', 'currency', 'delta', 'subject', 'reason', 'requestedByLogin'];

/** Who decides each kind: money (balances, promo codes, partner payouts) by finance or the owner, drafted prices by an account that may publish. */
const DECIDERS: Record<ApprovalKind, readonly ConsoleRoleName[]> = { balance: ['owner', 'finance'], promo: ['owner', 'finance'], prices: ['owner', 'admin'], partner_payout: ['owner', 'finance'] };

/**
 * Changes waiting for a second account: a player's balance changes over the window's threshold, promo codes that can
 * pay out much, partner payouts, prices from accounts that cannot publish, and the site's own repricing beyond its bounds. Neither the account that
 * asked nor the player whose balance moves (the partner, for a payout) may decide.
 */
export default function ApprovalsPage({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation('admin');
  const approvals = useApprovals();
  const decide = useDecideApproval();
  const mayDecide = (row: ConsoleRow) => {
    const kind = APPROVAL_KINDS.find((k) => k === row.kind);
    return kind !== undefined && DECIDERS[kind].includes(me.role) && Number(row.requestedBy) !== me.userId && Number(row.userId) !== me.userId;
  };
  return (
    <>
      <h1 className={styles.title}>{t('approvals.title')}</h1>
      <p className={`${styles.muted} ${styles.panel}`}>{t('approvals.hint')}</p>
      <CatalogError error={decide.error} />
      <RowsTable
        rows={approvals.data}
        loading={approvals.isPending}
        error={Boolean(approvals.error)}
        columns={COLUMNS}
        csvName="approvals"
        testId="console-approvals"
        cell={(column, row) => {
          if (column === 'userId') return row.userId == null ? '—' : <Link to={`/admin/players/${String(row.userId)}`}>{String(row.userId)}</Link>;
          if (column === 'kind') return t(`approvals.kinds.${String(row.kind)}`);
          if (column === 'requestedByLogin' && row.requestedBy == null) return t('approvals.bySite');
          if (column === 'subject') return <ApprovalSubject row={row} />;
          if (column === 'currency' && typeof row.currency === 'string') return currencyLabel(t, row.currency);
          if (column === 'delta' && typeof row.delta === 'number') return walletAmount(t, row.delta, row.currency, true);
          return undefined;
        }}
        actions={
          APPROVAL_KINDS.some((k) => DECIDERS[k].includes(me.role))
            ? (row) =>
                !mayDecide(row) ? null : (
                  <div className={styles.row}>
                    <Button variant="primary" size="xs" disabled={decide.isPending} onClick={() => decide.mutate({ id: Number(row.id), approve: true })} data-testid={`console-approve-${String(row.id)}`}>
                      {t('approvals.approve')}
                    </Button>
                    <Button variant="danger" size="xs" disabled={decide.isPending} onClick={() => decide.mutate({ id: Number(row.id), approve: false })}>
                      {t('approvals.reject')}
                    </Button>
                  </div>
                )
            : undefined
        }
      />
    </>
  );
}
