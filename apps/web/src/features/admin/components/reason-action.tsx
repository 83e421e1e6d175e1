import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './admin.module.css';

interface ReasonActionProps {
  label: string;
  onConfirm: (reason: string) => void;
  busy?: boolean;
  danger?: boolean;
  /** Whether a reason must be given (money and bans); otherwise it may stay empty. */
  required?: boolean;
  testId?: string;
}

/** A console action that asks for its reason before it runs (the reason goes to the audit log). */
export function ReasonAction({ label, onConfirm, busy, danger, required = true, testId }: ReasonActionProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const valid = required ? reason.trim().length >= 3 : reason.trim().length === 0 || reason.trim().length >= 3;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onConfirm(reason.trim());
    setOpen(false);
    setReason('');
  };
  if (!open) {
    return (
      <button type="button" className={`${styles.button} ${styles.small} ${danger ? styles.danger : ''}`} onClick={() => setOpen(true)} disabled={busy} data-testid={testId}>
        {label}
      </button>
    );
  }
  return (
    <form className={styles.row} onSubmit={submit}>
      <input
        className={`${styles.input} ${styles.small}`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder={required ? t('common.reasonHint') : t('common.reason')}
        aria-label={t('common.reason')}
        maxLength={500}
        autoFocus
        data-testid={testId ? `${testId}-reason` : undefined}
      />
      <button type="submit" className={`${styles.button} ${styles.small} ${danger ? styles.danger : styles.primary}`} disabled={!valid || busy} data-testid={testId ? `${testId}-confirm` : undefined}>
        {label}
      </button>
      <button type="button" className={`${styles.button} ${styles.small}`} onClick={() => setOpen(false)}>
        {t('common.cancel')}
      </button>
    </form>
  );
}
