import { zodResolver } from '@hookform/resolvers/zod';
import { camelToSnake, formatAmount, methodLimits, snakeToCamel, type BonusLevel, type PaymentCountry, type PaymentDirection, type PromoInfo } from '@tastydrop/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { refusalText } from '../../../lib/error-policy';
import { useStartTransaction } from '../api/start-transaction';
import { amountText, parseAmount } from '../utils/amount-input';
import { refillDefaults, refillFormSchema, type RefillFormValues } from '../utils/refill-form-schema';
import { refillQuote } from '../utils/refill-quote';
import { ExtraFields } from './extra-fields';
import { PromoField } from './promo-field';
import { ReferralField } from './referral-field';
import { RefillSummary } from './refill-summary';
import { SumButtons } from './sum-buttons';
import styles from './refill-form.module.css';

interface RefillFormProps {
  country: PaymentCountry;
  method: PaymentDirection;
  levels: BonusLevel[];
  promo: PromoInfo | null;
  mobile: boolean;
  /** The amount typed before the method changed (kept within the new method's limits). */
  carriedAmount: string | undefined;
  onAmountChange: (amount: string) => void;
  initialPromo: string | null;
  onInitialPromoUsed: () => void;
}

/** Amount, extra fields, promo code and what the deposit brings; paying sends the player to the checkout. */
export function RefillForm({ country, method, levels, promo, mobile, carriedAmount, onAmountChange, initialPromo, onInitialPromoUsed }: RefillFormProps) {
  const { t } = useTranslation('payments');
  const iso = country.country.iso;
  const { code: currency, symbol, rate } = country.currency;
  const schema = useMemo(() => refillFormSchema(method, iso), [method, iso]);
  const { register, handleSubmit, setValue, setError, watch, formState } = useForm<RefillFormValues>({
    resolver: zodResolver(schema),
    defaultValues: refillDefaults(method, country.currency.preliminaryAmount, carriedAmount),
  });
  const start = useStartTransaction();
  /** What the form says when the payment could not start: the server's refusal, or the generic error. */
  const [failed, setFailed] = useState<string | null>(null);
  const amount = parseAmount(watch('amount'));
  const quote = refillQuote(amount, rate, method.bonusPercent, levels, promo);
  const { min, max } = methodLimits(method);
  const limitText = { min: formatAmount(min), max: formatAmount(max), currency: symbol };
  const amountError = formState.errors.amount?.message;
  const sums = country.buttons.countrySumButtonData[mobile ? 'mobile' : 'desktop'].map((b) => b.sum);

  const submit = handleSubmit((values) => {
    setFailed(null);
    const additional = Object.fromEntries(Object.entries(values.fields).filter(([, v]) => v.trim() !== '').map(([k, v]) => [snakeToCamel(k), v.trim()]));
    start.mutate(
      { amount: parseAmount(values.amount), paymentDirectionId: method.paymentDirectionId, country: iso, additional },
      {
        onSuccess: (started) => window.location.assign(started.redirectUrl),
        onError: (error) => {
          if (!isApiError(error)) return setFailed(t('form.errors.start'));
          if (error.code === 'payment_amount_invalid') return setError('amount', { message: amount < min ? 'below' : 'above' });
          const fields = error.code === 'validation' ? (error.parameters.fields as Record<string, string> | undefined) : undefined;
          const extra = Object.entries(fields ?? {}).filter(([key]) => key.startsWith('additional.'));
          if (extra.length === 0) return setFailed(refusalText(error) ?? t('form.errors.start'));
          for (const [key, problem] of extra) setError(`fields.${camelToSnake(key.slice('additional.'.length))}`, { message: problem });
        },
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="refill-form">
      <TextField
        label={t('form.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        error={amountError ? t(`form.errors.${amountError}`, limitText) : undefined}
        data-testid="refill-amount"
        {...register('amount', { onChange: (event: { target: { value: string } }) => onAmountChange(event.target.value) })}
      />
      <p className={styles.hint}>{max > 0 ? t('form.limits', limitText) : t('form.limitsFrom', limitText)}</p>
      <SumButtons
        sums={sums}
        symbol={symbol}
        current={amount}
        onPick={(sum) => {
          setValue('amount', amountText(sum), { shouldValidate: formState.isSubmitted });
          onAmountChange(amountText(sum));
        }}
      />
      <ExtraFields fields={method.additionalInfo} iso={iso} register={register} setValue={setValue} errors={formState.errors} />
      <PromoField active={promo} initialCode={initialPromo} onInitialUsed={onInitialPromoUsed} />
      <ReferralField />
      <RefillSummary quote={quote} rate={rate} currency={currency} />
      {failed && (
        <p className={styles.formError} role="alert">
          {failed}
        </p>
      )}
      <Button type="submit" size="l" block disabled={start.isPending || start.isSuccess} data-testid="refill-pay">
        {start.isPending || start.isSuccess
          ? t('form.paying')
          : Number.isFinite(amount) && amount > 0
            ? t('form.pay', { amount: `${formatAmount(amount)} ${symbol}` })
            : t('form.payShort')}
      </Button>
    </form>
  );
}
