import { zodResolver } from '@hookform/resolvers/zod';
import { validateSteamLogin, validateTradeUrl } from '@tastydrop/domain';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client';
import { pushAlert } from '../../stores/alerts-store';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { TextField } from '../ui/text-field';
import styles from './steam-field-form.module.css';

/** Where a player finds their trade link (Steam's trade offer privacy page). */
const STEAM_TRADE_URL_HELP = 'https://steamcommunity.com/my/tradeoffers/privacy';

export type SteamField = 'link' | 'login';

/** The message key of the first broken trade-URL or login rule, or null. */
function steamFieldError(field: SteamField, value: string): string | null {
  return field === 'link' ? validateTradeUrl(value) : validateSteamLogin(value);
}

function schemaFor(field: SteamField) {
  return z.object({
    value: z.string().superRefine((value, ctx) => {
      const key = steamFieldError(field, value);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    }),
  });
}

interface SteamFieldFormProps {
  field: SteamField;
  defaultValue: string | null;
  /** Saves the value; a `validation` failure with `parameters.fields.{link|login}` is shown on the field. */
  save: (value: string) => Promise<unknown>;
  testId: string;
}

/**
 * The trade link or platform login form (react-hook-form + the domain's rules, messages from the `profile`
 * namespace). Shared by the profile page and the Steam trade/login widget.
 */
export function SteamFieldForm({ field, defaultValue, save, testId }: SteamFieldFormProps) {
  const { t } = useTranslation('profile');
  const schema = useMemo(() => schemaFor(field), [field]);
  const form = useForm<{ value: string }>({ resolver: zodResolver(schema), defaultValues: { value: defaultValue ?? '' } });
  const error = form.formState.errors.value?.message;

  // Saved elsewhere (e.g. in the Steam widget): show the new value unless the player is editing this field.
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset({ value: defaultValue ?? '' });
  }, [defaultValue, isDirty, form]);

  const submit = form.handleSubmit(async ({ value }) => {
    try {
      await save(value.trim());
      form.reset({ value: value.trim() });
    } catch (failure) {
      const key = isApiError(failure) ? (failure.parameters.fields as Record<string, unknown> | undefined)?.[field] : undefined;
      if (typeof key === 'string') form.setError('value', { message: key });
      else pushAlert({ type: 'error', title: t(isApiError(failure) ? failure.code : 'unpredicted', { ns: 'errors' }) });
    }
  });

  const isLink = field === 'link';
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      <div className={styles.row}>
        <TextField
          className={styles.field}
          label={t(isLink ? 'steam.linkLabel' : 'steam.loginLabel')}
          placeholder={t(isLink ? 'steam.linkPlaceholder' : 'steam.loginPlaceholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode={isLink ? 'url' : 'text'}
          error={error ? t(`steam.errors.${error}`, { defaultValue: t('steam.errors.invalid') }) : undefined}
          data-testid={`${testId}-input`}
          {...form.register('value')}
        />
        <Button type="submit" className={styles.save} disabled={form.formState.isSubmitting} data-testid={`${testId}-save`}>
          {form.formState.isSubmitSuccessful && !form.formState.isDirty ? <Icon name="check" size={16} /> : null}
          {t('steam.save')}
        </Button>
      </div>
      {isLink ? (
        <a className={styles.help} href={STEAM_TRADE_URL_HELP} target="_blank" rel="noreferrer noopener">
          <Icon name="info" size={14} />
          {t('steam.whereLink')}
        </a>
      ) : (
        <p className={styles.hint}>{t('steam.loginHint')}</p>
      )}
    </form>
  );
}
