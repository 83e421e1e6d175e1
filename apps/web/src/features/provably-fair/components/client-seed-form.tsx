import { zodResolver } from '@hookform/resolvers/zod';
import { pushCodeAlert } from '../../../lib/alerts';
import { ClientSeedRequest } from '@tastydrop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { useSetClientSeed } from '../api/set-client-seed';
import styles from './fair.module.css';

const RANDOM_SEED_BYTES = 8;

function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_SEED_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Sets the player's client seed (which starts a new seed pair). */
export function ClientSeedForm({ current }: { current: string }) {
  const { t } = useTranslation('provably-fair');
  const save = useSetClientSeed();
  const form = useForm<{ clientSeed: string }>({ resolver: zodResolver(ClientSeedRequest), defaultValues: { clientSeed: current } });
  const error = form.formState.errors.clientSeed;

  const submit = form.handleSubmit(({ clientSeed }) =>
    save.mutate(clientSeed, {
      onSuccess: (rotated) => {
        form.reset({ clientSeed: rotated.active.clientSeed });
        pushCodeAlert('data_updated', { message: t('settings.seedSaved') });
      },
    }),
  );

  return (
    <form className={styles.seedForm} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('settings.clientSeed')}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        error={error ? t('settings.clientSeedError') : undefined}
        data-testid="client-seed-input"
        {...form.register('clientSeed')}
      />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={() => form.setValue('clientSeed', randomSeed(), { shouldValidate: true })}>
          <Icon name="dice" size={18} />
          {t('settings.random')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="client-seed-save">
          {t('settings.save')}
        </Button>
      </div>
      <p className={styles.hint}>{t('settings.clientSeedHint')}</p>
    </form>
  );
}
