import { formatAmount } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import styles from './refill-form.module.css';

interface SumButtonsProps {
  sums: number[];
  symbol: string;
  current: number;
  onPick: (sum: number) => void;
}

/** Quick amounts of the country (desktop or mobile list). */
export function SumButtons({ sums, symbol, current, onPick }: SumButtonsProps) {
  const { t } = useTranslation('payments');
  if (sums.length === 0) return null;
  return (
    <div className={styles.sums} role="group" aria-label={t('form.sums')}>
      {sums.map((sum) => (
        <button
          key={sum}
          type="button"
          className={[styles.sum, sum === current && styles.sumActive].filter(Boolean).join(' ')}
          aria-pressed={sum === current}
          onClick={() => onPick(sum)}
          data-testid="refill-sum"
        >
          {formatAmount(sum).replace(/\.00$/, '')} {symbol}
        </button>
      ))}
    </div>
  );
}
