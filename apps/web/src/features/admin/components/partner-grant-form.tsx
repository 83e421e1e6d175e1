import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PARTNER_MAX_RATE_PERCENT, type PartnerGrantRequest } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { useGrantPartner } from '../api/partners';
import { PartnerGrantForm, partnerFormTranslate, type PartnerGrantFormValues } from '../utils/partner-texts';
import { errorAt, withServerErrors } from '../utils/server-errors';
import styles from './admin.module.css';
import { ContentField } from './content-field';
import editor from './content-editor.module.css';

const EMPTY: PartnerGrantFormValues = { userId: '', ratePercent: '', code: '', note: '', reason: '' };
const FIELDS = ['userId', 'ratePercent', 'code', 'note', 'reason'] as const;

/** Grants a player partner status with a rate of its own (or changes a partner's rate); a code is made if given and the player has none. */
export function PartnerGrantFormPanel() {
  const { t, i18n } = useTranslation('admin');
  const tr = partnerFormTranslate(t, i18n);
  const grant = useGrantPartner();
  const form = useForm<PartnerGrantFormValues, unknown, PartnerGrantRequest>({ resolver: zodResolver(PartnerGrantForm), defaultValues: EMPTY });
  const { register, formState } = form;
  const submit = withServerErrors(form, tr, '')(async (values) => {
    await grant.mutateAsync(values);
    form.reset(EMPTY);
  });
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate data-testid="partner-grant">
      <h2 className={styles.panelTitle}>{t('partners.grant.title')}</h2>
      <div className={editor.grid}>
        {FIELDS.map((name) => {
          const error = errorAt(formState.errors, name, tr);
          return (
            <ContentField key={name} label={t(`partners.grant.${name}`, { max: PARTNER_MAX_RATE_PERCENT })} error={error} wide={name === 'reason' || name === 'note'}>
              <input
                className={`${styles.input} ${error ? editor.invalid : ''}`}
                inputMode={name === 'userId' ? 'numeric' : name === 'ratePercent' ? 'decimal' : undefined}
                maxLength={name === 'code' ? 32 : name === 'note' ? 300 : name === 'reason' ? 500 : undefined}
                placeholder={name === 'reason' ? t('common.reasonHint') : undefined}
                aria-invalid={error ? true : undefined}
                data-testid={`partner-grant-${name}`}
                {...register(name)}
              />
            </ContentField>
          );
        })}
      </div>
      <div className={styles.row}>
        <Button type="submit" variant="primary" size="s" disabled={formState.isSubmitting} data-testid="partner-grant-submit">
          {t('partners.grant.submit')}
        </Button>
      </div>
      {formState.errors.root?.message && (
        <p className={styles.error} role="alert" data-testid="partner-grant-error">
          {formState.errors.root.message}
        </p>
      )}
      {grant.isSuccess && !formState.isDirty && (
        <p className={styles.ok} role="status" style={{ marginTop: 8 }} data-testid="partner-grant-done">
          {t('partners.grant.done', { id: grant.data.userId, rate: grant.data.ratePercent })}
        </p>
      )}
    </form>
  );
}
