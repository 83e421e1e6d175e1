import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { CheckForm as CheckFormSchema, type CheckValues } from '../utils/check-params';
import styles from './fair.module.css';

interface CheckFormProps {
  initial: CheckValues;
  onCheck: (values: CheckValues) => void;
}

/** Server seed, client seed, nonce, cursor and an optional case: what a roll is recomputed from. */
export function CheckForm({ initial, onCheck }: CheckFormProps) {
  const { t } = useTranslation('provably-fair');
  const form = useForm<CheckValues>({ resolver: zodResolver(CheckFormSchema), defaultValues: initial });
  const { errors } = form.formState;
  const error = (field: keyof CheckValues) => (errors[field] ? t(`check.errors.${field}`) : undefined);

  return (
    <form className={styles.panel} onSubmit={(e) => void form.handleSubmit(onCheck)(e)} noValidate aria-label={t('check.formLabel')}>
      <TextField label={t('check.serverSeed')} autoComplete="off" spellCheck={false} error={error('serverSeed')} data-testid="check-server-seed" {...form.register('serverSeed')} />
      <TextField label={t('check.clientSeed')} autoComplete="off" spellCheck={false} error={error('clientSeed')} data-testid="check-client-seed" {...form.register('clientSeed')} />
      <div className={styles.fieldRow}>
        <TextField label={t('check.nonce')} inputMode="numeric" autoComplete="off" error={error('nonce')} data-testid="check-nonce" {...form.register('nonce')} />
        <TextField label={t('check.cursor')} inputMode="numeric" autoComplete="off" error={error('cursor')} data-testid="check-cursor" {...form.register('cursor')} />
      </div>
      <TextField
        label={t('check.case')}
        placeholder={t('check.casePlaceholder')}
        autoComplete="off"
        spellCheck={false}
        error={error('caseName')}
        data-testid="check-case"
        {...form.register('caseName')}
      />
      <Button type="submit" size="l" block data-testid="check-submit">
        <Icon name="shield" size={18} />
        {t('check.submit')}
      </Button>
      <p className={styles.hint}>{t('check.hint')}</p>
    </form>
  );
}
