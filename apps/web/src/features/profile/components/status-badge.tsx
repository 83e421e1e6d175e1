import type { ItemStatus } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { statusTextKey, statusTone } from '../utils/item-status';
import styles from './item-card.module.css';

/** An item's status in Russian, coloured by what it means for the player; an item being sold is in the sale queue. */
export function StatusBadge({ status, inSaleQueue = false }: { status: ItemStatus; inSaleQueue?: boolean }) {
  const { t } = useTranslation('inventory');
  const text = inSaleQueue ? t('status.inSaleQueue') : t(statusTextKey(status));
  const tone = inSaleQueue ? 'pending' : statusTone(status);
  return (
    <span className={`${styles.status} ${styles[tone]}`} title={text} data-testid="item-status" data-status={inSaleQueue ? 'in_sale_queue' : status}>
      {text}
    </span>
  );
}
