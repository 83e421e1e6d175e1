import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { usePlayerIdentityChecks, useRequestIdentityCheck } from '../api/identity-checks';
import { formatCell } from '../utils/format';
import { IDENTITY_NS } from '../utils/identity-texts';
import styles from './admin.module.css';
import { ReasonAction } from './reason-action';

/** A player's identity checks at the console, and the request for a new one (the reason goes to the audit log). */
export function IdentityPanel({ userId, canRequest }: { userId: number; canRequest: boolean }) {
  const { t } = useTranslation(IDENTITY_NS);
  const checks = usePlayerIdentityChecks(userId);
  const request = useRequestIdentityCheck(userId);
  return (
    <section className={styles.panel} data-testid="console-identity">
      <h2 className={styles.panelTitle}>{t('panelTitle')}</h2>
      {canRequest && (
        <div className={styles.row}>
          <ReasonAction label={t('request')} onConfirm={(reason) => request.mutate(reason)} busy={request.isPending} testId="console-identity-request" />
          {request.isSuccess && <span className={styles.muted}>{t('requested')}</span>}
          {request.error && <span className={styles.error}>{isApiError(request.error) && request.error.msg ? request.error.msg : t('requestFailed')}</span>}
        </div>
      )}
      {checks.error && <p className={styles.error}>{t('loadError')}</p>}
      {checks.data?.length === 0 && <p className={styles.muted}>{t('none')}</p>}
      {checks.data && checks.data.length > 0 && (
        <ul data-testid="console-identity-history">
          {checks.data.map((check) => (
            <li key={String(check.id)}>
              {formatCell('requestedAt', check.requestedAt)} · {t(`status.${String(check.status)}`)} · {String(check.reason)}
              {check.decisionNote ? ` · «${String(check.decisionNote)}»` : ''}
              {check.filesDeletedAt ? ` · ${t('filesDeleted', { date: formatCell('filesDeletedAt', check.filesDeletedAt) })}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
