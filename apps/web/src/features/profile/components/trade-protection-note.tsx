import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import type { InventoryEntry } from '../utils/inventory-cache';
import styles from './item-card.module.css';

const untilFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/**
 * CS2 Trade Protection on a withdrawn item: until when Steam may still undo the trade that delivered it, or that it
 * was undone (docs/decisions/056-trade-protection.md). Nothing for other items.
 */
export function TradeProtectionNote({ item }: { item: Pick<InventoryEntry, 'status' | 'protectedUntil'> }) {
  const { t } = useTranslation('inventory');
  if (item.status === 'TRADE_REVERSED') {
    return (
      <p className={`${styles.protection} ${styles.reversed}`} data-testid="item-reversed">
        <Icon name="alert" size={14} />
        {t('card.reversed')}
      </p>
    );
  }
  if (item.status !== 'STEAM_WITHDRAWN' || !item.protectedUntil) return null;
  return (
    <p className={styles.protection} title={t('card.protectionHint')} data-testid="item-protection">
      <Icon name="shield" size={14} />
      {t('card.protectedUntil', { date: untilFormat.format(new Date(item.protectedUntil)) })}
    </p>
  );
}
