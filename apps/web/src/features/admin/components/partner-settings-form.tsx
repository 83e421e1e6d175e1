import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RAKEBACK_PERIODS, type PartnerProgrammeSettings, type PartnerProgrammeSettingsRequest } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { usePartnerSettings, useSavePartnerSettings } from '../api/partners';
import {
  PartnerSettingsForm,
  partnerSettingsFormValues,
  TIER_MAX,
  tierListError,
  type PartnerSettingsFormValues,
  type SettingNumber,
  type TierList,
} from '../utils/partner-settings-form';
import { partnerFormTranslate } from '../utils/partner-texts';
import { errorAt, withServerErrors } from '../utils/server-errors';
import styles from './admin.module.css';
import { ContentField } from './content-field';
import editor from './content-editor.module.css';
import { QueryFrame } from './query-frame';

type Form = UseFormReturn<PartnerSettingsFormValues, unknown, PartnerProgrammeSettingsRequest>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Whole numbers (days, hours) take the numeric keyboard; amounts and percents the decimal one. */
const WHOLE = new Set<string>(['activeDays', 'holdHours', 'bindWindowHours']);

/** One rate table: rows «from N — X %», added and removed (at least one, at most the domain's limit). */
function TierRows({ form, list, tr }: { form: Form; list: TierList; tr: Translate }) {
  const { t } = useTranslation('admin');
  const { register, control, formState } = form;
  const rows = useFieldArray({ control, name: `settings.${list}` });
  const listError = tierListError(formState.errors, list, tr);
  const id = `partner-settings-${list}`;
  return (
    <fieldset className={editor.group} data-testid={id}>
      <legend className={editor.groupTitle}>{t(`partners.settings.${list}`)}</legend>
      {rows.fields.map((field, index) => {
        const fromError = errorAt(formState.errors, `settings.${list}.${index}.from`, tr);
        const rateError = errorAt(formState.errors, `settings.${list}.${index}.ratePercent`, tr);
        return (
          <div className={editor.listRow} key={field.id}>
            <ContentField label={t(`partners.settings.${list}From`)} error={fromError}>
              <input
                className={`${styles.input} ${fromError ? editor.invalid : ''}`}
                inputMode="numeric"
                aria-invalid={fromError ? true : undefined}
                data-testid={`${id}-${index}-from`}
                {...register(`settings.${list}.${index}.from`)}
              />
            </ContentField>
            <ContentField label={t(`partners.settings.${list}Rate`)} error={rateError}>
              <input
                className={`${styles.input} ${rateError ? editor.invalid : ''}`}
                inputMode="decimal"
                aria-invalid={rateError ? true : undefined}
                data-testid={`${id}-${index}-ratePercent`}
                {...register(`settings.${list}.${index}.ratePercent`)}
              />
            </ContentField>
            {rows.fields.length > 1 && (
              <Button variant="secondary" size="xs" onClick={() => rows.remove(index)} data-testid={`${id}-${index}-remove`}>
                {t('partners.settings.removeRow')}
              </Button>
            )}
          </div>
        );
      })}
      {listError && (
        <p className={editor.fieldError} role="alert" data-testid={`${id}-error`}>
          {listError}
        </p>
      )}
      {rows.fields.length < TIER_MAX[list] && (
        <Button variant="secondary" size="xs" onClick={() => rows.append({ from: '', ratePercent: '' })} data-testid={`${id}-add`}>
          {t('partners.settings.addRow')}
        </Button>
      )}
    </fieldset>
  );
}

/** The programme's settings as loaded, edited and saved with a reason; a save shows the values the server kept. */
function SettingsForm({ settings }: { settings: PartnerProgrammeSettings }) {
  const { t, i18n } = useTranslation('admin');
  const tr = partnerFormTranslate(t, i18n);
  const save = useSavePartnerSettings();
  const form = useForm<PartnerSettingsFormValues, unknown, PartnerProgrammeSettingsRequest>({ resolver: zodResolver(PartnerSettingsForm), defaultValues: partnerSettingsFormValues(settings) });
  const { register, formState } = form;
  const submit = withServerErrors(form, tr, '')(async (request) => {
    form.reset(partnerSettingsFormValues(await save.mutateAsync(request)));
  });
  const field = (name: SettingNumber | 'reason') => {
    const path = name === 'reason' ? 'reason' : (`settings.${name}` as const);
    const error = errorAt(formState.errors, path, tr);
    return (
      <ContentField key={name} label={t(`partners.settings.${name}`)} error={error} wide={name === 'reason'}>
        <input
          className={`${styles.input} ${error ? editor.invalid : ''}`}
          inputMode={name === 'reason' ? undefined : WHOLE.has(name) ? 'numeric' : 'decimal'}
          maxLength={name === 'reason' ? 500 : undefined}
          placeholder={name === 'reason' ? t('common.reasonHint') : undefined}
          aria-invalid={error ? true : undefined}
          data-testid={`partner-settings-${name}`}
          {...register(path)}
        />
      </ContentField>
    );
  };
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate data-testid="partner-settings">
      <h2 className={styles.panelTitle}>{t('partners.settings.title')}</h2>
      <TierRows form={form} list="tiers" tr={tr} />
      <div className={editor.grid}>{(['activeDays', 'minClaim', 'holdHours', 'bindWindowHours', 'dailyCap'] as const).map(field)}</div>
      <TierRows form={form} list="rakebackTiers" tr={tr} />
      <div className={editor.grid}>
        <ContentField label={t('partners.settings.rakebackPeriod')}>
          <select className={styles.select} data-testid="partner-settings-rakebackPeriod" {...register('settings.rakebackPeriod')}>
            {RAKEBACK_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`partners.settings.rakebackPeriods.${p}`)}
              </option>
            ))}
          </select>
        </ContentField>
      </div>
      <div className={editor.grid}>{(['rakebackMinClaim', 'firstDepositBonusPercent', 'firstDepositBonusCap', 'reason'] as const).map(field)}</div>
      <div className={styles.row}>
        <Button type="submit" variant="primary" size="s" disabled={formState.isSubmitting} data-testid="partner-settings-submit">
          {t('partners.settings.submit')}
        </Button>
      </div>
      {formState.errors.root?.message && (
        <p className={styles.error} role="alert" data-testid="partner-settings-error">
          {formState.errors.root.message}
        </p>
      )}
      {save.isSuccess && !formState.isDirty && (
        <p className={styles.ok} role="status" style={{ marginTop: 8 }} data-testid="partner-settings-done">
          {t('partners.settings.saved')}
        </p>
      )}
    </form>
  );
}

/** The «Настройки программы» tab: the settings form once they load, the console's skeleton and error otherwise. */
export function PartnerSettingsPanel() {
  const settings = usePartnerSettings();
  return <QueryFrame query={settings}>{(data) => <SettingsForm settings={data} />}</QueryFrame>;
}
