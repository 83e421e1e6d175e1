import type { InventoryItem } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import type { Replacement } from '../api/get-replacements';
import { refundOf } from '../utils/exchange';
import styles from './exchange-summary.module.css';

interface ExchangeSummaryProps {
  item: InventoryItem | null;
  replacement: Replacement | null;
  pending: boolean;
  onSwap: () => void;
  /** Inside a dialog: it sticks to the dialog's bottom edge, not above the phone's bottom bar. */
  inDialog?: boolean;
}

function Side({ label, item }: { label: string; item: { image: string; rarity: string; name: string; price: number } | null }) {
  return (
    <div className={styles.side}>
      <span className={styles.sideLabel}>{label}</span>
      {item ? (
        <span className={styles.sideItem}>
          <ItemTile image={item.image} rarity={item.rarity} size="xs" />
          <span className={styles.sideText}>
            <span className={styles.sideName}>{item.name}</span>
            <span className={styles.sidePrice}>{formatPrice(item.price, 'GOLD')}</span>
          </span>
        </span>
      ) : (
        <span className={styles.sideEmpty}>—</span>
      )}
    </div>
  );
}

/** What is given, what is received, the refund, and the swap button. */
export function ExchangeSummary({ item, replacement, pending, onSwap, inDialog = false }: ExchangeSummaryProps) {
  const { t } = useTranslation('inventory');
  const refund = item && replacement ? refundOf(item.price, replacement.price) : null;
  return (
    <div className={[styles.summary, inDialog && styles.inDialog].filter(Boolean).join(' ')} role="region" aria-label={t('exchange.summaryLabel')} data-testid="exchange-summary">
      <Side label={t('exchange.give')} item={item} />
      <Icon name="chevronRight" size={22} className={styles.arrow} />
      <Side label={t('exchange.get')} item={replacement} />
      <div className={styles.refund}>
        <span className={styles.sideLabel}>{t('exchange.refund')}</span>
        <span className={styles.refundValue} data-testid="exchange-refund">
          {refund === null ? '—' : `+${formatPrice(refund, 'GOLD')}`}
        </span>
      </div>
      <Button size="l" className={styles.swap} disabled={!item || !replacement || pending} onClick={onSwap} data-testid="exchange-swap">
        <Icon name="refresh" size={18} />
        {pending ? t('exchange.swapping') : replacement ? t('exchange.swap') : t('exchange.choose')}
      </Button>
    </div>
  );
}
