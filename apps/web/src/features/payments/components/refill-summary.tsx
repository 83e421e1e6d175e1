import { formatAmount, formatCoins, fromWire, percentOfMinor, toWire } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import type { RefillQuote } from '../utils/refill-quote';
import styles from './refill-form.module.css';

interface RefillSummaryProps {
  quote: RefillQuote;
  rate: number;
  currency: string;
}

const rub = (amount: number) => `${formatAmount(amount)} ₽`;

/** What the deposit brings: the value at the rate, each bonus, and the total. */
export function RefillSummary({ quote, rate, currency }: RefillSummaryProps) {
  const { t } = useTranslation('payments');
  const line = (label: string, value: string, testId?: string) => (
    <div className={styles.summaryLine}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <section className={styles.summary} aria-label={t('summary.title')}>
      <dl>
        {line(t('summary.value'), rub(quote.value))}
        {rate !== 1 && <p className={styles.rate}>{t('summary.rate', { currency, rate })}</p>}
        {quote.levelPercent > 0 && line(t('summary.levelBonus', { percent: quote.levelPercent }), `+${rub(toWire(percentOfMinor(fromWire(quote.value), quote.levelPercent)))}`)}
        {quote.methodPercent > 0 && line(t('summary.methodBonus', { percent: quote.methodPercent }), `+${rub(toWire(percentOfMinor(fromWire(quote.value), quote.methodPercent)))}`)}
        {quote.promoPercent > 0 && line(t('summary.promoBonus', { percent: quote.promoPercent }), `+${rub(toWire(percentOfMinor(fromWire(quote.value), quote.promoPercent)))}`)}
        {quote.blogger && (
          <>
            {line(t('summary.bloggerMoney', { factor: quote.blogger.offer.moneyFactor }), `+${rub(Math.max(0, quote.blogger.sumPromo - quote.value))}`)}
            {line(t('summary.bloggerCase', { name: quote.blogger.offer.case.name }), `+${rub(quote.blogger.offer.case.price)}`)}
            {quote.blogger.coins > 0 && line(t('summary.bloggerCoins'), `+${formatCoins(quote.blogger.coins)}`)}
          </>
        )}
        <div className={`${styles.summaryLine} ${styles.summaryTotal}`}>
          <dt>
            <Icon name="wallet" size={18} />
            {t('summary.total')}
          </dt>
          <dd data-testid="refill-total">{rub(quote.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
