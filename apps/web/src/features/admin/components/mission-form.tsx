import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MISSION_TYPES, type MissionInputData } from '@tastydrop/domain';
import { useSaveMission } from '../api/content';
import { CONTENT_NS } from '../utils/content-texts';
import { MissionForm as MissionSchema, PRIZE_KINDS, type MissionFormValues } from '../utils/mission-form-values';
import { errorAt, withServerErrors } from '../utils/server-errors';
import styles from './admin.module.css';
import { ChoiceSelect } from './choice-select';
import { ContentField } from './content-field';
import { ContentFormFooter } from './content-form-footer';
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
  const { register, formState, watch } = form;
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
  const submit = withServerErrors(form, t, 'mission')(async (mission) => onSaved((await save.mutateAsync({ id, mission })).id));

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
            <ChoiceSelect choices={MISSION_TYPES} text={(x) => t(`missions.types.${x}`)} data-testid="mission-type" {...register('type')} />
          )}
        </ContentField>
        <ContentField label={t('missions.fields.prizeKind')}>
          <ChoiceSelect choices={PRIZE_KINDS} text={(x) => t(`missions.prizeKinds.${x}`)} data-testid="mission-prizeKind" {...register('prizeKind')} />
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
      <ContentFormFooter
        testId="mission"
        submitting={formState.isSubmitting}
        error={formState.errors.root?.message}
        onCancel={onCancel}
      />
    </form>
  );
}
