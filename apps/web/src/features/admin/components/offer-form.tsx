import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OFFER_TRIGGERS, type OfferInputData } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { useOfferPreview, useSaveOffer } from '../api/content';
import { CONTENT_NS } from '../utils/content-texts';
import { OfferForm as OfferSchema, type OfferFormValues } from '../utils/offer-form-values';
import { errorAt, withServerErrors } from '../utils/server-errors';
import styles from './admin.module.css';
import { ChoiceSelect } from './choice-select';
import { ContentField } from './content-field';
import { ContentFormFooter } from './content-form-footer';
import editor from './content-editor.module.css';

interface OfferFormProps {
  id: number | null;
  initial: OfferFormValues;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

type TextField = 'slug' | 'name' | 'title' | 'image' | 'price' | 'oldPrice' | 'bonusMoney' | 'bonusCoins' | 'labelName' | 'labelColor' | 'sort' | 'lifetimeHours';

/** Creates or edits a secret-shop package or a personal offer with its trigger, checked before it is sent. */
export function OfferForm({ id, initial, onSaved, onCancel }: OfferFormProps) {
  const { t } = useTranslation(CONTENT_NS);
  const form = useForm<OfferFormValues, unknown, OfferInputData>({ resolver: zodResolver(OfferSchema), defaultValues: initial });
  const { register, formState, watch } = form;
  const cases = useFieldArray({ control: form.control, name: 'cases' });
  const save = useSaveOffer();
  const preview = useOfferPreview();
  const kind = watch('kind');
  const errorOf = (path: string) => errorAt(formState.errors, path, t);
  const text = (name: TextField, inputMode?: 'decimal' | 'numeric') => (
    <ContentField label={t(`offers.fields.${name}`)} error={errorOf(name)}>
      <input className={`${styles.input} ${errorOf(name) ? editor.invalid : ''}`} inputMode={inputMode} aria-invalid={errorOf(name) ? true : undefined} data-testid={`offer-${name}`} {...register(name)} />
    </ContentField>
  );
  const sending = withServerErrors(form, t, 'offer');
  const submit = sending(async (offer) => onSaved((await save.mutateAsync({ id, offer })).id));
  const showPreview = sending((offer) => preview.mutateAsync(offer));

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate data-testid="offer-form">
      <h2 className={styles.panelTitle}>{id === null ? t('offers.createTitle') : t('offers.editTitle', { slug: initial.slug })}</h2>
      <div className={editor.grid}>
        <ContentField label={t('offers.fields.game')}>
          <ChoiceSelect choices={['dota', 'cs'] as const} text={(x) => t(`offers.games.${x}`)} {...register('game')} />
        </ContentField>
        <ContentField label={t('offers.fields.kind')}>
          <ChoiceSelect choices={['shop', 'personal'] as const} text={(x) => t(`offers.kinds.${x}`)} data-testid="offer-kind" {...register('kind')} />
        </ContentField>
        {kind === 'personal' && (
          <ContentField label={t('offers.fields.triggerType')} error={errorOf('triggerType')}>
            <ChoiceSelect choices={OFFER_TRIGGERS} text={(x) => t(`offers.triggers.${x}`)} data-testid="offer-triggerType" {...register('triggerType')}>
              <option value="">{t('offers.noTrigger')}</option>
            </ChoiceSelect>
          </ContentField>
        )}
        {kind === 'personal' && text('lifetimeHours', 'numeric')}
        {text('slug')}
        {text('name')}
        {text('title')}
        {text('image')}
        {text('price', 'decimal')}
        {text('oldPrice', 'decimal')}
        {text('bonusMoney', 'decimal')}
        {text('bonusCoins', 'decimal')}
        {text('labelName')}
        {text('labelColor')}
        {text('sort', 'numeric')}
        <label className={editor.check}>
          <input type="checkbox" {...register('active')} />
          <span>{t('offers.fields.active')}</span>
        </label>
        <ContentField label={t('offers.fields.description')} error={errorOf('description')} wide>
          <textarea className={editor.textarea} {...register('description')} />
        </ContentField>
      </div>
      <fieldset className={editor.group}>
        <legend className={editor.groupTitle}>{t('offers.casesTitle')}</legend>
        {errorOf('cases') && <p className={editor.fieldError}>{errorOf('cases')}</p>}
        {cases.fields.map((f, i) => (
          <div className={editor.listRow} key={f.id}>
            <ContentField label={t('offers.fields.slugCase')} error={errorOf(`cases.${i}.slug`)}>
              <input className={styles.input} data-testid={`offer-cases-${i}-slug`} {...register(`cases.${i}.slug`)} />
            </ContentField>
            <ContentField label={t('offers.fields.opens')} error={errorOf(`cases.${i}.opens`)}>
              <input className={styles.input} inputMode="numeric" {...register(`cases.${i}.opens`)} />
            </ContentField>
            <Button variant="secondary" size="xs" onClick={() => cases.remove(i)}>
              {t('remove')}
            </Button>
          </div>
        ))}
        <Button variant="secondary" size="xs" onClick={() => cases.append({ slug: '', opens: '1' })} data-testid="offer-add-case">
          {t('offers.addCase')}
        </Button>
      </fieldset>
      <ContentFormFooter
        testId="offer"
        submitting={formState.isSubmitting}
        error={formState.errors.root?.message}
        onCancel={onCancel}
        preview={{ show: () => void showPreview(), pending: preview.isPending, data: preview.data }}
      />
    </form>
  );
}
