import { toWire, type Minor } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { formatPrice } from '../../../components/ui/price-tag';
import styles from './quick-sale.module.css';

interface SaleSummaryProps {
  count: number;
  total: Minor;
  pending: boolean;
  onConfirm: () => void;
  /** The list is locked while the player confirms, so what they confirm is what is sold. */
  onConfirming: (confirming: boolean) => void;
}

/** The sticky bar: what is chosen and what it brings, the sell button and, after it, the confirmation in place. */
export function SaleSummary({ count, total, pending, onConfirm, onConfirming }: SaleSummaryProps) {
  const { t } = useTranslation('quick-sale');
  const [confirming, setConfirming] = useState(false);
  const price = formatPrice(toWire(total), 'GOLD');
  const confirm = (value: boolean) => {
    setConfirming(value);
    onConfirming(value);
  };
  const asking = confirming && count > 0;

  return (
    <div className={styles.summary} role="region" aria-label={t('summaryLabel')} data-testid="quick-sale-summary">
      {asking ? (
        <p className={styles.summaryText} data-testid="quick-sale-confirm-text">
          {t('confirmText', { count, price })}
        </p>
      ) : (
        <p className={styles.summaryText}>
          {count > 0 ? (
            <>
              <span className={styles.summaryCount} data-testid="quick-sale-count">
                {t('chosen', { count })}
              </span>{' '}
              <span className={styles.summaryTotal} data-testid="quick-sale-total">
                {t('total', { price })}
              </span>
            </>
          ) : (
            <span className={styles.summaryMuted}>{t('nothingChosen')}</span>
          )}
        </p>
      )}
      <div className={styles.summaryActions}>
        {asking ? (
          <>
            <Button variant="secondary" onClick={() => confirm(false)} disabled={pending} data-testid="quick-sale-cancel">
              {t('cancel')}
            </Button>
            <Button
              onClick={() => {
                onConfirm();
                confirm(false);
              }}
              disabled={pending}
              data-testid="quick-sale-confirm"
            >
              <Icon name="check" size={18} />
              {t('confirm')}
            </Button>
          </>
        ) : (
          <Button size="l" block className={styles.sell} onClick={() => confirm(true)} disabled={count === 0 || pending} data-testid="quick-sale-sell">
            <Icon name="wallet" size={18} />
            {pending ? t('selling') : count > 0 ? t('sell', { count, price }) : t('sellNothing')}
          </Button>
        )}
      </div>
    </div>
  );
}
