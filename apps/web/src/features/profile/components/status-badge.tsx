import type { ItemStatus } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { statusTextKey, statusTone } from '../utils/item-status';
import styles from './item-card.module.css';

/**
 * An item's status in Russian, coloured by what it means for the player; an item being sold is in the sale queue, one
 * whose withdrawal the console reviews is «На проверке».
 */
export function StatusBadge({ status, inSaleQueue = false, inReview = false }: { status: ItemStatus; inSaleQueue?: boolean; inReview?: boolean }) {
  const { t } = useTranslation('inventory');
  const text = inSaleQueue ? t('status.inSaleQueue') : inReview ? t('status.inReview') : t(statusTextKey(status));
  const tone = inSaleQueue || inReview ? 'pending' : statusTone(status);
  const marker = inSaleQueue ? 'in_sale_queue' : inReview ? 'in_review' : status;
  return (
    <span className={`${styles.status} ${styles[tone]}`} title={text} data-testid="item-status" data-status={marker}>
      {text}
    </span>
  );
}
