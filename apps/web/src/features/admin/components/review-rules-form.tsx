import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewThresholds } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useSetReviewRules } from '../api/withdrawal-reviews';
import styles from './admin.module.css';

const NUMBERS = ['highValue', 'playThroughPercent', 'newAccountHours', 'linkedBonusAccounts', 'failedTrades', 'failedTradesHours'] as const;
const SWITCHES = ['sharedTradeLink', 'reversedPayment'] as const;

/** The review rules' thresholds (0 turns a rule off), saved with a reason for the audit log. */
export function ReviewRulesForm({ thresholds }: { thresholds: ReviewThresholds }) {
  const { t } = useTranslation('admin');
  const save = useSetReviewRules();
  const [draft, setDraft] = useState<ReviewThresholds>(thresholds);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return;
    save.mutate({ thresholds: draft, reason: reason.trim() }, { onSuccess: () => setReason('') });
  };
  return (
    <form className={styles.panel} onSubmit={submit} data-testid="console-review-rules">
      <h2 className={styles.panelTitle}>{t('reviews.rules.title')}</h2>
      <p className={styles.muted}>{t('reviews.rules.hint')}</p>
      {NUMBERS.map((key) => (
        <label key={key} className={styles.row}>
          <span className={styles.grow}>{t(`reviews.rules.${key}`)}</span>
          <input
            className={styles.input}
            type="number"
            min={key === 'failedTradesHours' ? 1 : 0}
            step={key === 'highValue' ? 0.01 : 1}
            value={draft[key]}
            onChange={(e) => setDraft({ ...draft, [key]: Number(e.target.value) })}
            data-testid={`console-review-rule-${key}`}
          />
        </label>
      ))}
      {SWITCHES.map((key) => (
        <label key={key} className={styles.row}>
          <input type="checkbox" checked={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })} data-testid={`console-review-rule-${key}`} />
          <span>{t(`reviews.rules.${key}`)}</span>
        </label>
      ))}
      <div className={styles.row}>
        <input className={`${styles.input} ${styles.grow}`} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('common.reasonHint')} aria-label={t('common.reason')} maxLength={500} />
        <Button type="submit" variant="primary" size="s" disabled={save.isPending || reason.trim().length < 3}>
          {t('reviews.rules.save')}
        </Button>
      </div>
      {save.isSuccess && <p className={styles.ok}>{t('reviews.rules.saved')}</p>}
      {save.error && <p className={styles.error}>{isApiError(save.error) ? t(save.error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}</p>}
    </form>
  );
}
