import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useConfirmBirthDate, useDepositChecks } from '../api/get-deposit-checks';
import styles from './deposit-gate.module.css';

const OFFER_DISMISSED_KEY = 'depositLimitOfferDismissed';

/**
 * What comes before the payment form: the date of birth before the first deposit (under 18 closes
 * deposits), a running break's refusal, and, before the first deposit, the offer to set a deposit
 * limit. The payment form shows once none of them stands in the way.
 */
export function DepositGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('responsible-play');
  const { t: te } = useTranslation('errors');
  const checks = useDepositChecks();
  const confirm = useConfirmBirthDate();
  const [birthDate, setBirthDate] = useState('');
  const [offerDismissed, setOfferDismissed] = useState(() => localStorage.getItem(OFFER_DISMISSED_KEY) === '1');

  // Without the checks the form still shows: the server refuses what it must.
  if (!checks.data) return <>{children}</>;
  const state = checks.data;
  if (state.depositsClosed) return <EmptyState icon="lock" title={t('birth.closed')} testId="deposits-closed" />;
  if (state.block) {
    return (
      <EmptyState
        icon="lock"
        title={t(`breaks.active.${state.block.kind === 'exclusion' && state.block.until === null ? 'exclusionForever' : state.block.kind}`, {
          until: state.block.until ? new Date(state.block.until).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' }) : '',
        })}
        text={t('breaks.stillAllowed')}
        testId="deposits-blocked"
      />
    );
  }
  if (!state.birthDateConfirmed) {
    const error = confirm.error ? (isApiError(confirm.error) && confirm.error.code === 'validation' ? t('birth.invalid') : te(isApiError(confirm.error) ? confirm.error.code : 'unpredicted')) : undefined;
    return (
      <form
        className={styles.card}
        data-testid="birth-date-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (birthDate) confirm.mutate(birthDate);
        }}
      >
        <h2 className={styles.title}>{t('birth.title')}</h2>
        <p className={styles.text}>{t('birth.text')}</p>
        <TextField label={t('birth.label')} type="date" value={birthDate} onChange={(event) => setBirthDate(event.target.value)} error={error} required data-testid="birth-date" />
        <div>
          <Button type="submit" disabled={!birthDate || confirm.isPending}>
            {t('birth.submit')}
          </Button>
        </div>
      </form>
    );
  }
  const offer = !state.hasDeposited && !offerDismissed && !state.limits.some((l) => l.kind === 'deposit');
  return (
    <>
      {offer && (
        <div className={styles.card} data-testid="limit-offer">
          <h2 className={styles.title}>{t('offer.title')}</h2>
          <p className={styles.text}>{t('offer.text')}</p>
          <div className={styles.actions}>
            <ButtonLink size="s" to={paths.responsiblePlaySettings}>
              {t('offer.action')}
            </ButtonLink>
            <Button
              size="s"
              variant="ghost"
              onClick={() => {
                localStorage.setItem(OFFER_DISMISSED_KEY, '1');
                setOfferDismissed(true);
              }}
            >
              {t('offer.dismiss')}
            </Button>
          </div>
        </div>
      )}
      {children}
    </>
  );
}
