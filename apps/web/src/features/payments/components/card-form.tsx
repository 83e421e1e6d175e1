import { zodResolver } from '@hookform/resolvers/zod';
import { formatAmount, type PaymentOutcome, type SandboxPayment } from '@tastydrop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatCardNumber, formatExpiry, sandboxCardOutcome, type CardProblem } from '../utils/card-number';
import styles from './card-form.module.css';

const FIELD_OF: Record<CardProblem, 'number' | 'expiry' | 'cvc'> = { number: 'number', testOnly: 'number', expiry: 'expiry', cvc: 'cvc' };

const CardSchema = z.object({ number: z.string(), expiry: z.string(), cvc: z.string(), holder: z.string() }).superRefine((card, ctx) => {
  const checked = sandboxCardOutcome(card);
  if ('problem' in checked) ctx.addIssue({ code: 'custom', path: [FIELD_OF[checked.problem]], message: checked.problem });
});
type Card = z.infer<typeof CardSchema>;

interface CardFormProps {
  payment: SandboxPayment;
  busy: boolean;
  onDecide: (outcome: PaymentOutcome) => void;
}

/** The sandbox's card form: test cards only; the number decides the outcome and never leaves the browser. */
export function CardForm({ payment, busy, onDecide }: CardFormProps) {
  const { t } = useTranslation('payments');
  const { register, handleSubmit, setValue, watch, formState } = useForm<Card>({
    resolver: zodResolver(CardSchema),
    defaultValues: { number: '', expiry: '', cvc: '', holder: '' },
  });
  const errorOf = (name: keyof Card) => {
    const message = formState.errors[name]?.message;
    return message ? t(`card.errors.${message}`) : undefined;
  };
  const submit = handleSubmit((card) => {
    const checked = sandboxCardOutcome(card);
    if ('outcome' in checked) onDecide(checked.outcome);
  });
  const amount = `${formatAmount(payment.amount)} ${payment.currency}`;
  const number = watch('number');

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="card-form">
      <div className={styles.preview} aria-hidden>
        <span className={styles.chip} />
        <span className={styles.previewNumber}>{formatCardNumber(number) || '•••• •••• •••• ••••'}</span>
        <span className={styles.previewHolder}>{watch('holder').toUpperCase() || 'TASTYDROP'}</span>
      </div>
      <TextField
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="off"
        placeholder="4242 4242 4242 4242"
        error={errorOf('number')}
        data-testid="card-number"
        {...register('number', { onChange: (e: { target: { value: string } }) => setValue('number', formatCardNumber(e.target.value)) })}
      />
      <div className={styles.row}>
        <TextField
          label={t('card.expiry')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('card.expiryPlaceholder')}
          error={errorOf('expiry')}
          data-testid="card-expiry"
          {...register('expiry', { onChange: (e: { target: { value: string } }) => setValue('expiry', formatExpiry(e.target.value)) })}
        />
        <TextField label={t('card.cvc')} inputMode="numeric" autoComplete="off" maxLength={4} error={errorOf('cvc')} data-testid="card-cvc" {...register('cvc')} />
      </div>
      <TextField label={t('card.holder')} autoComplete="off" {...register('holder')} />
      <p className={styles.note}>{t('card.testCards')}</p>
      <Button type="submit" size="l" block disabled={busy} data-testid="card-pay">
        {busy ? t('card.paying') : t('card.pay', { amount })}
      </Button>
      <Button variant="ghost" block disabled={busy} onClick={() => onDecide('fail')}>
        {t('card.cancel')}
      </Button>
      <p className={styles.note}>{t('card.privacy')}</p>
    </form>
  );
}
