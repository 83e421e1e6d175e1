import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ExperimentInputData } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { useSaveExperiment } from '../api/experiments';
import { EXPERIMENTS_NS } from '../utils/experiment-texts';
import { ExperimentForm as ExperimentSchema, experimentFieldError, type ExperimentFormValues, type TargetValues } from '../utils/experiment-form-values';
import styles from './admin.module.css';
import { ContentField } from './content-field';
import { ContentFormFooter } from './content-form-footer';
import editor from './content-editor.module.css';
import { showExperimentError } from './experiment-form-errors';
import { ExperimentTargetFields } from './experiment-target-fields';

interface ExperimentFormProps {
  /** The experiment edited, or null for a new one. */
  id: number | null;
  initial: ExperimentFormValues;
  /** It has started once: its variants are fixed. */
  started: boolean;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

const MAX_VARIANTS = 8;

/** Defines an A/B experiment: its key, variants with weights and values (the first is the control), share of traffic and audience. */
export function ExperimentForm({ id, initial, started, onSaved, onCancel }: ExperimentFormProps) {
  const { t, i18n } = useTranslation(EXPERIMENTS_NS);
  const form = useForm<ExperimentFormValues, unknown, ExperimentInputData>({ resolver: zodResolver(ExperimentSchema), defaultValues: initial });
  const { register, formState, control, handleSubmit, setError } = form;
  const variants = useFieldArray({ control, name: 'variants' });
  const save = useSaveExperiment();
  const errorOf = (path: string) => experimentFieldError(formState.errors, path, t, (key) => i18n.exists(key, { ns: EXPERIMENTS_NS }));
  const listError = (formState.errors.variants as { message?: string; root?: { message?: string } } | undefined);
  const listMessage = listError?.message ?? listError?.root?.message;
  const submit = handleSubmit(async (experiment) => {
    try {
      const reason = form.getValues('reason').trim();
      onSaved((await save.mutateAsync({ id, experiment, ...(reason ? { reason } : {}) })).id);
    } catch (failure) {
      showExperimentError(failure, setError, t, 'experiment');
    }
  });
  const text = (name: 'key' | 'description' | 'trafficPercent' | 'reason', options: { inputMode?: 'numeric'; readOnly?: boolean; wide?: boolean } = {}) => {
    const error = errorOf(name);
    return (
      <ContentField label={t(`fields.${name}`)} error={error} wide={options.wide}>
        <input
          className={`${styles.input} ${error ? editor.invalid : ''}`}
          inputMode={options.inputMode}
          readOnly={options.readOnly}
          aria-invalid={error ? true : undefined}
          data-testid={`experiment-${name}`}
          {...register(name)}
        />
      </ContentField>
    );
  };

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate data-testid="experiment-form">
      <h2 className={styles.panelTitle}>{id === null ? t('experiments.createTitle') : t('experiments.editTitle', { key: initial.key })}</h2>
      {started && <p className={styles.muted}>{t('experiments.fixedNote')}</p>}
      <div className={editor.grid}>
        {text('key', { readOnly: id !== null })}
        {text('trafficPercent', { inputMode: 'numeric' })}
        {text('description', { wide: true })}
      </div>
      <fieldset className={editor.group} disabled={started}>
        <legend className={editor.groupTitle}>{t('fields.variants')}</legend>
        {variants.fields.map((field, index) => (
          <div className={editor.listRow} key={field.id} data-testid={`experiment-variant-${index}`}>
            <ContentField label={t('fields.variantKey')} error={errorOf(`variants.${index}.key`)}>
              <input className={styles.input} data-testid={`experiment-variant-${index}-key`} {...register(`variants.${index}.key`)} />
            </ContentField>
            <ContentField label={t('fields.weight')} error={errorOf(`variants.${index}.weight`)}>
              <input className={styles.input} inputMode="numeric" data-testid={`experiment-variant-${index}-weight`} {...register(`variants.${index}.weight`)} />
            </ContentField>
            <ContentField label={t('fields.payload')} error={errorOf(`variants.${index}.payload`)}>
              <input className={styles.input} placeholder={index === 0 ? undefined : '{"min_sum": 300}'} data-testid={`experiment-variant-${index}-payload`} {...register(`variants.${index}.payload`)} />
            </ContentField>
            {variants.fields.length > 2 && !started && (
              <Button variant="secondary" size="xs" onClick={() => variants.remove(index)}>
                {t('fields.removeVariant')}
              </Button>
            )}
          </div>
        ))}
        <p className={styles.muted}>{t('fields.payloadHint')}</p>
        {listMessage && (
          <p className={editor.fieldError} role="alert">
            {i18n.exists(`invalid.${listMessage}`, { ns: EXPERIMENTS_NS }) ? t(`invalid.${listMessage}`) : t('invalid.other')}
          </p>
        )}
        {variants.fields.length < MAX_VARIANTS && !started && (
          <Button variant="secondary" size="xs" onClick={() => variants.append({ key: '', weight: '1', payload: '' })} data-testid="experiment-add-variant">
            {t('fields.addVariant')}
          </Button>
        )}
      </fieldset>
      <div className={editor.grid}>
        <ExperimentTargetFields register={register as unknown as UseFormRegister<TargetValues>} errors={formState.errors} testId="experiment" />
        {text('reason', { wide: true })}
      </div>
      <ContentFormFooter testId="experiment" submitting={formState.isSubmitting} error={formState.errors.root?.message} onCancel={onCancel} />
    </form>
  );
}
