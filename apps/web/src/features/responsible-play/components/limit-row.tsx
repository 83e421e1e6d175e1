import { fromWire, toWire } from '@tastydrop/domain';
import type { LimitKindName, LimitPeriodName, PlayLimitView } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useConfirmLimit } from '../api/confirm-limit';
import { useSetLimit } from '../api/set-limit';
import { errorText } from '../utils/error-text';
import { formatMoment, rub } from '../utils/format';
import styles from './responsible-play.module.css';

interface LimitRowProps {
  kind: LimitKindName;
  period: LimitPeriodName;
  limit: PlayLimitView | undefined;
}

/** One limit: the amount with what is used and left, an input to change it, and a pending raise with its confirm button. */
export function LimitRow({ kind, period, limit }: LimitRowProps) {
  const { t } = useTranslation('responsible-play');
  const { t: te } = useTranslation('errors');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const set = useSetLimit();
  const confirm = useConfirmLimit();
  const id = `limit-${kind}-${period}`;
  const pending = limit?.pending ?? null;

  const save = (amount: number | null) => {
    setInvalid(false);
    confirm.reset();
    set.mutate({ kind, period, amount }, { onSuccess: () => setValue('') });
  };
  const submit = () => {
    const amount = Number(value.replace(',', '.').replace(/\s/g, ''));
    if (value.trim() === '' || !Number.isFinite(amount) || amount < 0) return setInvalid(true);
    save(toWire(fromWire(amount)));
  };
  const error = set.error ?? confirm.error;

  return (
    <div className={styles.limitRow} data-testid={id}>
      <div className={styles.limitHead}>
        <span className={styles.period}>{t(`periods.${period}`)}</span>
        <strong data-testid={`${id}-amount`}>{limit?.amount != null ? rub(limit.amount) : t('limits.none')}</strong>
      </div>
      {limit?.amount != null && (
        <p className={styles.muted}>
          {t('limits.used', { used: rub(limit.used).replace(' ₽', '') })} · <span data-testid={`${id}-left`}>{t('limits.left', { left: rub(limit.left ?? 0).replace(' ₽', '') })}</span>
          <br />
          {t('limits.resets', { at: formatMoment(limit.resetsAt) })}
        </p>
      )}
      <form
        className={styles.limitForm}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="visually-hidden" htmlFor={`${id}-input`}>
          {`${t(`kinds.${kind}`)}, ${t(`periods.${period}`)}: ${t('limits.amount')}`}
        </label>
        <input
          id={`${id}-input`}
          className={styles.input}
          inputMode="decimal"
          placeholder={t('limits.amount')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={invalid || undefined}
        />
        <Button type="submit" size="s" disabled={set.isPending}>
          {t('limits.save')}
        </Button>
        {limit?.amount != null && !pending && (
          <Button variant="ghost" size="s" disabled={set.isPending} onClick={() => save(null)}>
            {t('limits.remove')}
          </Button>
        )}
      </form>
      {invalid && (
        <p className={styles.error} role="alert">
          {t('limits.invalid')}
        </p>
      )}
      {pending && (
        <div className={styles.pending} data-testid={`${id}-pending`}>
          <span>{pending.amount === null ? t('limits.pendingRemoval') : t('limits.pending', { amount: rub(pending.amount) })}</span>
          <span className={styles.muted}>{t('limits.confirmAfter', { at: formatMoment(pending.confirmAfter) })}</span>
          <Button size="s" variant="secondary" disabled={!pending.ready || confirm.isPending} onClick={() => confirm.mutate({ kind, period })} data-testid={`${id}-confirm`}>
            {t('limits.confirm')}
          </Button>
        </div>
      )}
      {set.isSuccess && !error && (
        <p className={styles.ok} role="status">
          {set.data.result === 'applied' ? t('limits.applied') : t('limits.pendingSaved')}
        </p>
      )}
      {confirm.isSuccess && (
        <p className={styles.ok} role="status">
          {t('limits.confirmed')}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {errorText(error, te)}
        </p>
      )}
    </div>
  );
}
