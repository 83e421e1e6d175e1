import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
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
      <Button variant={danger ? 'danger' : 'secondary'} size="xs" onClick={() => setOpen(true)} disabled={busy} data-testid={testId}>
        {label}
      </Button>
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
      <Button type="submit" variant={danger ? 'danger' : 'primary'} size="xs" disabled={!valid || busy} data-testid={testId ? `${testId}-confirm` : undefined}>
        {label}
      </Button>
      <Button variant="secondary" size="xs" onClick={() => setOpen(false)}>
        {t('common.cancel')}
      </Button>
    </form>
  );
}
