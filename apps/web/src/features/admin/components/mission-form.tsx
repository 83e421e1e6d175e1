import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MISSION_TYPES, type MissionInputData } from '@tastydrop/domain';
import { useSaveMission } from '../api/content';
import { CONTENT_NS } from '../utils/content-texts';
import { MissionForm as MissionSchema, type MissionFormValues } from '../utils/mission-form-values';
import { errorAt, showServerError } from '../utils/server-errors';
import styles from './admin.module.css';
import { ContentField } from './content-field';
import editor from './content-editor.module.css';

interface MissionFormProps {
  /** The live mission being replaced, or null for a new one. */
  id: number | null;
  initial: MissionFormValues;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

type TextField = 'amount' | 'caseSlug' | 'opens' | 'hours' | 'startsAt' | 'endsAt' | 'minLevel' | 'maxLevel';

/** Creates a fast mission or replaces one with its edited successor: kind, prize, dates and level band. */
export function MissionForm({ id, initial, onSaved, onCancel }: MissionFormProps) {
  const { t } = useTranslation(CONTENT_NS);
  const form = useForm<MissionFormValues, unknown, MissionInputData>({ resolver: zodResolver(MissionSchema), defaultValues: initial });
  const { register, formState, watch, setError } = form;
  const save = useSaveMission();
  const prizeKind = watch('prizeKind');
  const errorOf = (path: string) => errorAt(formState.errors, path, t);
  const text = (name: TextField, options: { label?: string; inputMode?: 'decimal' | 'numeric'; type?: string } = {}) => {
    // The schema names the free case's fields under `freeCase`.
    const path = name === 'caseSlug' || name === 'opens' || name === 'hours' ? `freeCase.${name}` : name;
    const error = errorOf(path) ?? (name === 'caseSlug' ? errorOf('freeCase') : undefined);
    return (
      <ContentField label={options.label ?? t(`missions.fields.${name}`)} error={error}>
        <input className={`${styles.input} ${error ? editor.invalid : ''}`} inputMode={options.inputMode} type={options.type} aria-invalid={error ? true : undefined} data-testid={`mission-${name}`} {...register(name)} />
      </ContentField>
    );
  };
  const submit = form.handleSubmit(async (mission) => {
    try {
      onSaved((await save.mutateAsync({ id, mission })).id);
    } catch (failure) {
      showServerError(failure, setError, t, 'mission');
    }
  });

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate data-testid="mission-form">
      <h2 className={styles.panelTitle}>{id === null ? t('missions.createTitle') : t('missions.editTitle', { type: t(`missions.types.${initial.type}`), id })}</h2>
      {id !== null && <p className={styles.muted}>{t('missions.editNote')}</p>}
      <div className={editor.grid}>
        <ContentField label={t('missions.fields.type')} error={errorOf('type')}>
          {id !== null ? (
            // A successor keeps its kind: the type stays in the form's values without a field.
            <input className={styles.input} readOnly value={t(`missions.types.${initial.type}`)} />
          ) : (
            <select className={styles.select} data-testid="mission-type" {...register('type')}>
              {MISSION_TYPES.map((x) => (
                <option key={x} value={x}>
                  {t(`missions.types.${x}`)}
                </option>
              ))}
            </select>
          )}
        </ContentField>
        <ContentField label={t('missions.fields.prizeKind')}>
          <select className={styles.select} data-testid="mission-prizeKind" {...register('prizeKind')}>
            {(['coins', 'money', 'freeCase'] as const).map((x) => (
              <option key={x} value={x}>
                {t(`missions.prizeKinds.${x}`)}
              </option>
            ))}
          </select>
        </ContentField>
        {prizeKind === 'freeCase' ? (
          <>
            {text('caseSlug')}
            {text('opens', { inputMode: 'numeric' })}
            {text('hours', { inputMode: 'numeric' })}
          </>
        ) : (
          text('amount', { inputMode: 'decimal' })
        )}
        {text('startsAt', { type: 'datetime-local' })}
        {text('endsAt', { type: 'datetime-local' })}
        {text('minLevel', { inputMode: 'numeric' })}
        {text('maxLevel', { inputMode: 'numeric' })}
        <label className={editor.check}>
          <input type="checkbox" {...register('active')} />
          <span>{t('missions.fields.active')}</span>
        </label>
      </div>
      <div className={editor.actions}>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={formState.isSubmitting} data-testid="mission-save">
          {t('save')}
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
      {formState.errors.root?.message && (
        <p className={styles.error} role="alert" data-testid="mission-form-error">
          {formState.errors.root.message}
        </p>
      )}
    </form>
  );
}
