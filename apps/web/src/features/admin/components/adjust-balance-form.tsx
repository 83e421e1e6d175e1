import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useAdjustBalance } from '../api/player-actions';
import styles from './admin.module.css';

const newKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * A signed balance (or coins) change with its reason; one key per filled form, so a double click applies once. Past
 * the threshold within the window (the player's changes summed) it waits for a second account.
 */
export function AdjustBalanceForm({ userId, threshold, windowHours }: { userId: number; threshold: number; windowHours: number }) {
  const { t } = useTranslation('admin');
  const adjust = useAdjustBalance(userId);
  const [currency, setCurrency] = useState<'money' | 'coins'>('money');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const value = Number(amount.replace(',', '.').replace(/\s/g, ''));
  const valid = Number.isFinite(value) && value !== 0 && reason.trim().length >= 3;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    adjust.mutate(
      { currency, amount: value, reason: reason.trim(), key },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
          setKey(newKey());
        },
      },
    );
  };
  const result = adjust.data;
  return (
    <form className={styles.panel} onSubmit={submit} data-testid="console-adjust">
      <h2 className={styles.panelTitle}>{t('player.adjustTitle')}</h2>
      <div className={styles.row}>
        <select className={styles.select} value={currency} onChange={(e) => setCurrency(e.target.value as 'money' | 'coins')} aria-label={t('player.currency')}>
          <option value="money">{t('player.money')}</option>
          <option value="coins">{t('player.coins')}</option>
        </select>
        <input className={styles.input} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" aria-label={t('player.amount')} placeholder={t('player.amount')} data-testid="console-adjust-amount" />
        <input className={`${styles.input} ${styles.grow}`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} aria-label={t('common.reason')} placeholder={t('common.reasonHint')} data-testid="console-adjust-reason" />
        <Button type="submit" variant="primary" size="s" disabled={!valid || adjust.isPending} data-testid="console-adjust-submit">
          {t('player.adjust')}
        </Button>
      </div>
      <p className={styles.muted} style={{ marginTop: 6 }}>
        {t('player.adjustHint', { threshold: formatAmount(threshold), hours: windowHours })}
      </p>
      {result && (
        <p className={styles.ok} role="status" data-testid="console-adjust-result" style={{ marginTop: 8 }}>
          {result.status === 'applied' ? t('player.applied', { balance: formatAmount(result.balance) }) : t('player.pending', { id: result.approvalId })}
        </p>
      )}
      {adjust.error && (
        <p className={styles.error} role="alert">
          {isApiError(adjust.error) ? t(adjust.error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}
        </p>
      )}
    </form>
  );
}
