import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PARTNER_PAYOUT_MODES, type PartnerPayoutMode } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { usePartnerPayout } from '../api/partners';
import { PartnerPayoutForm, partnerFormTranslate, partnerRoubles, type PartnerPayoutFormValues } from '../utils/partner-texts';
import { errorAt, withServerErrors } from '../utils/server-errors';
import styles from './admin.module.css';
import { ContentField } from './content-field';
import editor from './content-editor.module.css';

const newKey = () => crypto.randomUUID();
const EMPTY: PartnerPayoutFormValues = { mode: 'balance', amount: '', reason: '' };

/**
 * Asks for a payout of a partner's claimable commission: to their balance, or recorded as paid outside the site. It
 * always waits for a second account; one key per filled form, so a repeated submission asks once.
 */
export function PartnerPayoutFormPanel({ userId, claimable }: { userId: number; claimable: number }) {
  const { t, i18n } = useTranslation('admin');
  const tr = partnerFormTranslate(t, i18n);
  const payout = usePartnerPayout(userId);
  const [key, setKey] = useState(newKey);
  const form = useForm<PartnerPayoutFormValues, unknown, { mode: PartnerPayoutMode; amount: number; reason: string }>({ resolver: zodResolver(PartnerPayoutForm), defaultValues: EMPTY });
  const { register, formState } = form;
  const submit = withServerErrors(form, tr, '')(async (values) => {
    await payout.mutateAsync({ ...values, key });
    setKey(newKey());
    form.reset(EMPTY);
  });
  const amountError = errorAt(formState.errors, 'amount', tr);
  const reasonError = errorAt(formState.errors, 'reason', tr);
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate data-testid="partner-payout">
      <h2 className={styles.panelTitle}>{t('partners.payout.title')}</h2>
      <p className={styles.muted} style={{ marginBottom: 8 }}>
        {t('partners.payout.hint', { claimable: partnerRoubles(t, claimable) })}
      </p>
      <div className={editor.grid}>
        <ContentField label={t('partners.payout.mode')}>
          <select className={styles.select} data-testid="partner-payout-mode" {...register('mode')}>
            {PARTNER_PAYOUT_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`partners.payout.modes.${m}`)}
              </option>
            ))}
          </select>
        </ContentField>
        <ContentField label={t('partners.payout.amount')} error={amountError}>
          <input className={`${styles.input} ${amountError ? editor.invalid : ''}`} inputMode="decimal" aria-invalid={amountError ? true : undefined} data-testid="partner-payout-amount" {...register('amount')} />
        </ContentField>
        <ContentField label={t('common.reason')} error={reasonError} wide>
          <input className={`${styles.input} ${reasonError ? editor.invalid : ''}`} maxLength={500} placeholder={t('common.reasonHint')} aria-invalid={reasonError ? true : undefined} data-testid="partner-payout-reason" {...register('reason')} />
        </ContentField>
      </div>
      <div className={styles.row}>
        <Button type="submit" variant="primary" size="s" disabled={formState.isSubmitting} data-testid="partner-payout-submit">
          {t('partners.payout.submit')}
        </Button>
      </div>
      {formState.errors.root?.message && (
        <p className={styles.error} role="alert" data-testid="partner-payout-error">
          {formState.errors.root.message}
        </p>
      )}
      {payout.isSuccess && !formState.isDirty && (
        <p className={styles.ok} role="status" style={{ marginTop: 8 }} data-testid="partner-payout-waiting">
          {t('partners.payout.waiting')}
        </p>
      )}
    </form>
  );
}
