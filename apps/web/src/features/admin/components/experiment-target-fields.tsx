import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EXPERIMENTS_NS } from '../utils/experiment-texts';
import { experimentFieldError, type TargetValues } from '../utils/experiment-form-values';
import styles from './admin.module.css';
import { ContentField } from './content-field';
import editor from './content-editor.module.css';

interface ExperimentTargetFieldsProps {
  register: UseFormRegister<TargetValues>;
  errors: FieldErrors;
  /** The test ids' prefix (`experiment`, `flag`). */
  testId: string;
}

/** Who a flag or an experiment reaches: guests, players, only new ones, a level band. */
export function ExperimentTargetFields({ register, errors, testId }: ExperimentTargetFieldsProps) {
  const { t, i18n } = useTranslation(EXPERIMENTS_NS);
  const errorOf = (path: string) => experimentFieldError(errors, path, t, (key) => i18n.exists(key, { ns: EXPERIMENTS_NS }));
  const number = (name: 'newWithinDays' | 'levelMin' | 'levelMax') => {
    const error = errorOf(`target.${name}`);
    return (
      <ContentField label={t(`fields.${name}`)} error={error}>
        <input className={`${styles.input} ${error ? editor.invalid : ''}`} inputMode="numeric" aria-invalid={error ? true : undefined} data-testid={`${testId}-${name}`} {...register(name)} />
      </ContentField>
    );
  };
  const nobody = errorOf('target.players');
  return (
    <>
      <label className={editor.check}>
        <input type="checkbox" data-testid={`${testId}-guests`} {...register('guests')} />
        <span>{t('fields.guests')}</span>
      </label>
      <label className={editor.check}>
        <input type="checkbox" data-testid={`${testId}-players`} {...register('players')} />
        <span>{t('fields.players')}</span>
      </label>
      {nobody && (
        <span className={`${editor.fieldError} ${editor.wide}`} role="alert">
          {nobody}
        </span>
      )}
      {number('newWithinDays')}
      {number('levelMin')}
      {number('levelMax')}
    </>
  );
}
