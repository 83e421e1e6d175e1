import { fromWire, INVENTORY_SELECTION_CAP, toWire } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { formatPrice } from '../../../components/ui/price-tag';
import type { InventoryEntry } from '../utils/inventory-cache';
import styles from './inventory.module.css';

interface SelectionBarProps {
  selected: readonly InventoryEntry[];
  busy: boolean;
  onSell: () => void;
  onWithdraw: () => void;
  onClear: () => void;
}

const sum = (items: readonly InventoryEntry[]) => toWire(items.reduce((total, item) => total + fromWire(item.price), 0));

/** The selected items' count and value with "sell" and "withdraw" for all of them. */
export function SelectionBar({ selected, busy, onSell, onWithdraw, onClear }: SelectionBarProps) {
  const { t } = useTranslation('inventory');
  if (selected.length === 0) return null;
  const price = formatPrice(sum(selected), 'GOLD');
  return (
    <div className={styles.selectionBar} role="region" aria-label={t('selection.label')} data-testid="selection-bar">
      <p className={styles.selectionInfo}>
        <span className={styles.selectionCount} data-testid="selection-count">
          {t('selection.count', { count: selected.length, cap: INVENTORY_SELECTION_CAP })}
        </span>{' '}
        <span className={styles.selectionTotal}>{t('selection.total', { price })}</span>
      </p>
      <div className={styles.selectionActions}>
        <Button variant="secondary" disabled={busy} onClick={onSell} aria-label={t('selection.sellLabel', { price })} data-testid="selection-sell">
          <Icon name="wallet" size={16} />
          {t('selection.sell')}
        </Button>
        <Button disabled={busy} onClick={onWithdraw} aria-label={t('selection.withdrawLabel')} data-testid="selection-withdraw">
          <Icon name="steam" size={16} />
          {t('selection.withdraw')}
        </Button>
        <Button variant="ghost" iconOnly onClick={onClear} aria-label={t('selection.clear')} title={t('selection.clear')}>
          <Icon name="close" size={18} />
        </Button>
      </div>
    </div>
  );
}
