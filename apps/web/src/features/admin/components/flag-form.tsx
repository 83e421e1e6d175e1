import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FlagInputData } from '@tastydrop/domain';
import { useSaveFlag } from '../api/experiments';
import { EXPERIMENTS_NS } from '../utils/experiment-texts';
import { FlagForm as FlagSchema, experimentFieldError, type FlagFormValues, type TargetValues } from '../utils/experiment-form-values';
import styles from './admin.module.css';
import { ContentField } from './content-field';
import { ContentFormFooter } from './content-form-footer';
import editor from './content-editor.module.css';
import { showExperimentError } from './experiment-form-errors';
import { ExperimentTargetFields } from './experiment-target-fields';

interface FlagFormProps {
  id: number | null;
  initial: FlagFormValues;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

/** Defines a flag: on or off, the share of its audience that gets it, and who that audience is. */
export function FlagForm({ id, initial, onSaved, onCancel }: FlagFormProps) {
  const { t, i18n } = useTranslation(EXPERIMENTS_NS);
  const form = useForm<FlagFormValues, unknown, FlagInputData>({ resolver: zodResolver(FlagSchema), defaultValues: initial });
  const { register, formState, handleSubmit, setError } = form;
  const save = useSaveFlag();
  const errorOf = (path: string) => experimentFieldError(formState.errors, path, t, (key) => i18n.exists(key, { ns: EXPERIMENTS_NS }));
  const submit = handleSubmit(async (flag) => {
    try {
      const reason = form.getValues('reason').trim();
      onSaved((await save.mutateAsync({ id, flag, ...(reason ? { reason } : {}) })).id);
    } catch (failure) {
      showExperimentError(failure, setError, t, 'flag');
    }
  });
  const text = (name: 'key' | 'description' | 'rolloutPercent' | 'reason', options: { inputMode?: 'numeric'; readOnly?: boolean; wide?: boolean } = {}) => {
    const error = errorOf(name);
    return (
      <ContentField label={t(`fields.${name}`)} error={error} wide={options.wide}>
        <input
          className={`${styles.input} ${error ? editor.invalid : ''}`}
          inputMode={options.inputMode}
          readOnly={options.readOnly}
          aria-invalid={error ? true : undefined}
          data-testid={`flag-${name}`}
          {...register(name)}
        />
      </ContentField>
    );
  };
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate data-testid="flag-form">
      <h2 className={styles.panelTitle}>{id === null ? t('flags.createTitle') : t('flags.editTitle', { key: initial.key })}</h2>
      <div className={editor.grid}>
        {text('key', { readOnly: id !== null })}
        {text('rolloutPercent', { inputMode: 'numeric' })}
        <label className={editor.check}>
          <input type="checkbox" data-testid="flag-enabled" {...register('enabled')} />
          <span>{t('fields.enabled')}</span>
        </label>
        {text('description', { wide: true })}
        <ExperimentTargetFields register={register as unknown as UseFormRegister<TargetValues>} errors={formState.errors} testId="flag" />
        {text('reason', { wide: true })}
      </div>
      <ContentFormFooter testId="flag" submitting={formState.isSubmitting} error={formState.errors.root?.message} onCancel={onCancel} />
    </form>
  );
}
