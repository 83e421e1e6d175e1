import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_PROVIDER_CHOICES } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useSetWithdrawalProviders, useWithdrawalProviders } from '../api/withdrawals';
import styles from './admin.module.css';

type Choice = (typeof WITHDRAWAL_PROVIDER_CHOICES)[number];

/**
 * Which serves this game's withdrawals first: the bots' own stock or a purchase on the market; the other one takes
 * over what the first cannot serve. Saved with a reason for the audit log; the market only once it is configured.
 */
export function WithdrawalProvidersForm({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('admin');
  const providers = useWithdrawalProviders();
  const save = useSetWithdrawalProviders();
  const [choice, setChoice] = useState<Choice>('stock');
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (providers.data) setChoice(providers.data.choice);
  }, [providers.data]);
  if (providers.isPending) return <div className={styles.skeleton} />;
  if (!providers.data) return <p className={styles.error}>{t('withdrawals.providers.loadError')}</p>;
  const { market, stock, game } = providers.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length >= 3) save.mutate({ choice, reason: reason.trim() }, { onSuccess: () => setReason('') });
  };
  return (
    <form className={styles.panel} onSubmit={submit} data-testid="console-withdrawal-providers">
      <h2 className={styles.panelTitle}>{t('withdrawals.providers.title', { game: t(`withdrawals.providers.games.${game}`) })}</h2>
      <p className={styles.muted}>{t('withdrawals.providers.hint')}</p>
      <fieldset className={styles.row} disabled={!mayEdit || save.isPending}>
        <legend className={styles.muted}>{t('withdrawals.providers.first')}</legend>
        {WITHDRAWAL_PROVIDER_CHOICES.map((c) => (
          <label key={c} className={styles.row}>
            <input type="radio" name="first-provider" value={c} checked={choice === c} disabled={c === 'market' && !market} onChange={() => setChoice(c)} data-testid={`console-provider-${c}`} />
            {c === 'stock' ? t(`withdrawals.providers.stock.${stock}`) : t('withdrawals.providers.market')}
          </label>
        ))}
      </fieldset>
      {!market && <p className={styles.muted}>{t('withdrawals.providers.marketOff')}</p>}
      {mayEdit && (
        <div className={styles.row}>
          <TextField className={styles.grow} label={t('common.reason')} placeholder={t('common.reasonHint')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          <Button type="submit" disabled={save.isPending || reason.trim().length < 3 || choice === providers.data.choice}>
            {t('withdrawals.providers.save')}
          </Button>
        </div>
      )}
      {save.isSuccess && <p className={styles.ok}>{t('withdrawals.providers.saved')}</p>}
      {save.error && (
        <p className={styles.error} role="alert">
          {isApiError(save.error) ? t(save.error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}
        </p>
      )}
    </form>
  );
}
