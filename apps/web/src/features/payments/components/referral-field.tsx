import { formatAmount } from '@tastydrop/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../../../components/ui/field.module.css';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { formatPercent } from '../../../lib/format-percent';
import { useBindReferralCode } from '../api/bind-referral-code';
import { usePartnerOffer } from '../api/get-partner-offer';
import styles from './refill-form.module.css';

/** What a bound player's first deposit brings from the programme, with the server's figures; nothing once it is spent. */
function FirstDepositBonus() {
  const { t } = useTranslation('payments');
  const offer = usePartnerOffer().data?.firstDepositBonus;
  if (!offer) return null;
  return (
    <p className={styles.hint} data-testid="referral-first-deposit">
      {t('referral.firstDepositBonus', { percent: formatPercent(offer.percent), cap: formatAmount(offer.cap).replace(/\.00$/, '') })}
    </p>
  );
}

/**
 * A partner's code, bound once while the account is young; not a form of its own (it sits inside the refill form).
 * A bound player sees what their first deposit brings instead.
 */
export function ReferralField() {
  const { t } = useTranslation('payments');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const bind = useBindReferralCode();
  const bound = usePartnerOffer().data?.boundTo != null;
  const submit = () => {
    if (code.trim()) bind.mutate(code.trim());
  };
  if (bind.isSuccess || bound) {
    return (
      <>
        {bind.isSuccess && (
          <p className={styles.muted} role="status" data-testid="referral-bound">
            {t('referral.bound')}
          </p>
        )}
        <FirstDepositBonus />
      </>
    );
  }
  if (!open) {
    return (
      <Button variant="ghost" size="s" onClick={() => setOpen(true)} data-testid="referral-open">
        {t('referral.open')}
      </Button>
    );
  }
  return (
    <div className={styles.promo}>
      <div className={styles.promoForm}>
        <div className={fieldStyles.field}>
          <label htmlFor={id} className={fieldStyles.label}>
            {t('referral.label')}
          </label>
          <input
            id={id}
            className={fieldStyles.input}
            value={code}
            maxLength={16}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              submit();
            }}
            data-testid="referral-input"
          />
        </div>
        <Button variant="secondary" onClick={submit} disabled={bind.isPending || code.trim() === ''} data-testid="referral-apply">
          {t('referral.apply')}
        </Button>
      </div>
      {bind.isError && (
        <span className={fieldStyles.error} role="alert">
          {isApiError(bind.error) ? te(bind.error.code) : te('unpredicted')}
        </span>
      )}
    </div>
  );
}
