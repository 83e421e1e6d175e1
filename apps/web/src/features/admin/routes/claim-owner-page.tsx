import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import i18n from '../../../lib/i18n-core';
import { isApiError } from '../../../lib/api-client';
import { hasSessionCookie } from '../../../lib/session/session-cookie';
import { useClaimOwner } from '../api/claim-owner';
import styles from '../components/admin.module.css';

/** /admin/claim?token=…: a fresh site's one-time owner link, printed by the server at its start. */
export default function ClaimOwnerPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const claim = useClaimOwner();
  const signedIn = hasSessionCookie();
  const error = claim.error ? i18n.t(isApiError(claim.error) ? claim.error.code : 'unpredicted', { ns: 'errors' }) : null;

  return (
    <div className={styles.gate}>
      <div className={styles.gateCard} data-testid="owner-claim">
        <h1 className={styles.panelTitle}>{t('claim.title')}</h1>
        {!signedIn ? (
          <>
            <p>{t('claim.signIn')}</p>
            <a className={buttonClass({ variant: 'primary', size: 's' })} href="/">
              {t('gate.toSite')}
            </a>
          </>
        ) : (
          <>
            <p className={styles.muted}>{t('claim.text')}</p>
            <Button
              variant="primary"
              size="s"
              disabled={!token || claim.isPending}
              onClick={() => claim.mutate({ token }, { onSuccess: () => void navigate('/admin', { replace: true }) })}
              data-testid="owner-claim-submit"
            >
              {t('claim.submit')}
            </Button>
          </>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
