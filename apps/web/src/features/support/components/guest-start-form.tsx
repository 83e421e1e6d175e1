import { isValidEmail } from '@tastydrop/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import styles from './support-panel.module.css';

/** A guest's first step: the address answers go to when they have left the site. */
export function GuestStartForm({ onStart, busy, error }: { onStart: (email: string) => void; busy: boolean; error: unknown }) {
  const { t } = useTranslation('support');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!isValidEmail(value)) return setInvalid(true);
    setInvalid(false);
    onStart(value);
  };
  const serverError = error ? (isApiError(error) ? t(error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })) : undefined;
  return (
    <form className={styles.guest} onSubmit={submit} noValidate>
      <h3 className={styles.guestTitle}>{t('guest.title')}</h3>
      <p className={styles.note}>{t('guest.text')}</p>
      <TextField
        label={t('guest.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={invalid ? t('guest.invalidEmail') : serverError}
        data-testid="support-email"
      />
      <Button type="submit" block disabled={busy} data-testid="support-start">
        {t('guest.submit')}
      </Button>
    </form>
  );
}
