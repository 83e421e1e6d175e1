import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../../../components/ui/field.module.css';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import styles from './partner-section.module.css';

interface PartnerCodeFormProps {
  label: string;
  hint: string;
  submitLabel: string;
  testId: string;
  pending: boolean;
  error: unknown;
  onSubmit: (code: string) => void;
}

/** A code field with its button and the server's refusal in the player's words (creating a code, binding one). */
export function PartnerCodeForm({ label, hint, submitLabel, testId, pending, error, onSubmit }: PartnerCodeFormProps) {
  const { t } = useTranslation('partners');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <form className={styles.codeForm} onSubmit={submit} data-testid={testId}>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className={fieldStyles.input}
          value={code}
          maxLength={16}
          autoComplete="off"
          placeholder={t('code.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setCode(e.target.value)}
        />
        <span id={`${id}-hint`} className={styles.muted}>
          {hint}
        </span>
      </div>
      <Button type="submit" disabled={pending || code.trim() === ''}>
        {submitLabel}
      </Button>
      {error ? (
        <p className={styles.error} role="alert">
          {isApiError(error) ? te(error.code) : t('errorFallback')}
        </p>
      ) : null}
    </form>
  );
}
