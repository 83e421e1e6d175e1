import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatAmount, PROMO_TYPES, type PromoCodeInputData } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { usePromoPreview, useSavePromo } from '../api/content';
import { CONTENT_NS } from '../utils/content-texts';
import { PromoForm as PromoSchema, type PromoFormValues } from '../utils/promo-form-values';
import { typedNumber } from '../utils/form-values';
import { errorAt, withServerErrors } from '../utils/server-errors';
import styles from './admin.module.css';
import { ChoiceSelect } from './choice-select';
import { ContentField } from './content-field';
import { ContentFormFooter } from './content-form-footer';
import editor from './content-editor.module.css';

interface PromoFormProps {
  /** The code being edited, or null for a new one. */
  id: number | null;
  initial: PromoFormValues;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

/**
 * What an instant code can pay out in all, in roubles: its sum times its total activations (null: no limit set, so no
 * bound); null for other types or an empty sum. Free cases are priced by the server's preview.
 */
function instantPayout(type: string, sum: string, maxUses: string): { perUse: number; uses: number; total: number | null } | null {
  const perUse = typedNumber(sum);
  if (type !== 'instant' || perUse === null || !(perUse > 0)) return null;
  const uses = typedNumber(maxUses);
  return uses === null || !(uses > 0) ? { perUse, uses: 0, total: null } : { perUse, uses, total: perUse * uses };
}

/** Creates or edits a promo code: its type and bonus, free cases, limits and validity, checked before it is sent. */
export function PromoForm({ id, initial, onSaved, onCancel }: PromoFormProps) {
  const { t } = useTranslation(CONTENT_NS);
  const form = useForm<PromoFormValues, unknown, PromoCodeInputData>({ resolver: zodResolver(PromoSchema), defaultValues: initial });
  const { register, formState, watch } = form;
  const free = useFieldArray({ control: form.control, name: 'freeCases' });
  const flex = useFieldArray({ control: form.control, name: 'flexOffers' });
  const save = useSavePromo();
  const preview = usePromoPreview();
  const type = watch('type');
  const payout = instantPayout(type, watch('sum'), watch('maxUses'));
  const errorOf = (path: string) => errorAt(formState.errors, path, t);
  const input = (name: string, extra: { inputMode?: 'decimal' | 'numeric'; type?: string; placeholder?: string } = {}) => (
    <input className={`${styles.input} ${errorOf(name) ? editor.invalid : ''}`} aria-invalid={errorOf(name) ? true : undefined} data-testid={`promo-${name.replaceAll('.', '-')}`} {...extra} {...register(name as 'code')} />
  );

  const sending = withServerErrors(form, t, 'promo', 'code');
  const submit = sending(async (promo) => onSaved((await save.mutateAsync({ id, promo })).id));
  const showPreview = sending((promo) => preview.mutateAsync(promo));

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate data-testid="promo-form">
      <h2 className={styles.panelTitle}>{id === null ? t('promo.createTitle') : t('promo.editTitle', { code: initial.code })}</h2>
      <div className={editor.grid}>
        <ContentField label={t('promo.fields.code')} error={errorOf('code')}>
          {input('code', { placeholder: 'WINTER25' })}
        </ContentField>
        <ContentField label={t('promo.fields.type')}>
          <ChoiceSelect choices={PROMO_TYPES} text={(p) => t(`promo.types.${p}`)} data-testid="promo-type" {...register('type')} />
        </ContentField>
        {type === 'common' && (
          <ContentField label={t('promo.fields.percent')} error={errorOf('percent')}>
            {input('percent', { inputMode: 'decimal' })}
          </ContentField>
        )}
        {type === 'instant' && (
          <ContentField label={t('promo.fields.sum')} error={errorOf('sum')}>
            {input('sum', { inputMode: 'decimal' })}
          </ContentField>
        )}
        <ContentField label={t('promo.fields.maxUses')} error={errorOf('maxUses')}>
          {input('maxUses', { inputMode: 'numeric', placeholder: t('promo.unlimited') })}
        </ContentField>
        <ContentField label={t('promo.fields.maxUsesPerUser')} error={errorOf('maxUsesPerUser')}>
          {input('maxUsesPerUser', { inputMode: 'numeric' })}
        </ContentField>
        <ContentField label={t('promo.fields.expiresAt')} error={errorOf('expiresAt')}>
          {input('expiresAt', { type: 'datetime-local' })}
        </ContentField>
        <ContentField label={t('promo.fields.img')} error={errorOf('img')}>
          {input('img', { placeholder: '/img/promo.png' })}
        </ContentField>
        <label className={editor.check}>
          <input type="checkbox" data-testid="promo-active" {...register('active')} />
          <span>{t('promo.fields.active')}</span>
        </label>
      </div>

      {payout && (
        <p className={payout.total === null ? styles.error : styles.muted} data-testid="promo-payout-total">
          {payout.total === null
            ? t('promo.payoutUnbounded')
            : t('promo.payoutTotal', { total: formatAmount(payout.total), perUse: formatAmount(payout.perUse), uses: payout.uses })}
        </p>
      )}

      {type === 'blogger' && (
        <fieldset className={editor.group}>
          <legend className={editor.groupTitle}>{t('promo.flexTitle')}</legend>
          {errorOf('flexOffers') && <p className={editor.fieldError}>{errorOf('flexOffers')}</p>}
          {flex.fields.map((f, i) => (
            <div className={editor.listRow} key={f.id}>
              <ContentField label={t('promo.fields.caseSlug')} error={errorOf(`flexOffers.${i}.caseSlug`)}>
                {input(`flexOffers.${i}.caseSlug`)}
              </ContentField>
              <ContentField label={t('promo.fields.priceFrom')} error={errorOf(`flexOffers.${i}.priceFrom`)}>
                {input(`flexOffers.${i}.priceFrom`, { inputMode: 'decimal' })}
              </ContentField>
              <ContentField label={t('promo.fields.tcoinFactor')} error={errorOf(`flexOffers.${i}.tcoinFactor`)}>
                {input(`flexOffers.${i}.tcoinFactor`, { inputMode: 'decimal' })}
              </ContentField>
              <ContentField label={t('promo.fields.moneyFactorBp')} error={errorOf(`flexOffers.${i}.moneyFactorBp`)}>
                {input(`flexOffers.${i}.moneyFactorBp`, { inputMode: 'numeric' })}
              </ContentField>
              <Button variant="secondary" size="xs" onClick={() => flex.remove(i)}>
                {t('remove')}
              </Button>
            </div>
          ))}
          <Button variant="secondary" size="xs" onClick={() => flex.append({ caseSlug: '', priceFrom: '', tcoinFactor: '0', moneyFactorBp: '10000' })} data-testid="promo-add-flex">
            {t('promo.addFlex')}
          </Button>
        </fieldset>
      )}

      <fieldset className={editor.group}>
        <legend className={editor.groupTitle}>{t('promo.freeTitle')}</legend>
        {free.fields.map((f, i) => (
          <div className={editor.listRow} key={f.id}>
            <ContentField label={t('promo.fields.caseSlug')} error={errorOf(`freeCases.${i}.caseSlug`)}>
              {input(`freeCases.${i}.caseSlug`)}
            </ContentField>
            <ContentField label={t('promo.fields.opens')} error={errorOf(`freeCases.${i}.opens`)}>
              {input(`freeCases.${i}.opens`, { inputMode: 'numeric' })}
            </ContentField>
            <ContentField label={t('promo.fields.hours')} error={errorOf(`freeCases.${i}.hours`)}>
              {input(`freeCases.${i}.hours`, { inputMode: 'numeric', placeholder: t('promo.untilUsed') })}
            </ContentField>
            <Button variant="secondary" size="xs" onClick={() => free.remove(i)}>
              {t('remove')}
            </Button>
          </div>
        ))}
        <Button variant="secondary" size="xs" onClick={() => free.append({ caseSlug: '', opens: '1', hours: '' })} data-testid="promo-add-free">
          {t('promo.addFree')}
        </Button>
      </fieldset>

      <ContentFormFooter
        testId="promo"
        submitting={formState.isSubmitting}
        error={formState.errors.root?.message}
        onCancel={onCancel}
        preview={{ show: () => void showPreview(), pending: preview.isPending, data: preview.data }}
      />
    </form>
  );
}
