import { formatAmount, formatCoins } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import styles from './price-tag.module.css';

interface PriceTagProps {
  price: number;
  /** GOLD prices are roubles; TASTY_COIN prices are coins, shown with the coin icon. */
  currency: string;
  oldPrice?: number | null;
  className?: string;
  testId?: string;
}

/** Formats a price in its currency: roubles as `15.00 ₽`, coins as the coin icon and a grouped number. */
export function formatPrice(price: number, currency: string): string {
  return currency === 'TASTY_COIN' ? formatCoins(price) : `${formatAmount(price)} ₽`;
}

/** A price with its crossed-out old price, if any. */
export function PriceTag({ price, currency, oldPrice, className, testId }: PriceTagProps) {
  const { t } = useTranslation('cases');
  const coins = currency === 'TASTY_COIN';
  return (
    <span className={[styles.price, className].filter(Boolean).join(' ')}>
      {coins && <Icon name="coin" size={16} className={styles.coin} />}
      <span data-testid={testId}>{formatPrice(price, currency)}</span>
      {coins && <span className="visually-hidden">{t('price.coins')}</span>}
      {oldPrice != null && oldPrice > price && (
        <s className={styles.old}>
          <span className="visually-hidden">{t('price.old')}</span>
          {formatPrice(oldPrice, currency)}
        </s>
      )}
    </span>
  );
}
