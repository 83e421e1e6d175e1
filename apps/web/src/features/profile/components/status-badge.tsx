import type { ItemStatus } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { statusTextKey, statusTone } from '../utils/item-status';
import styles from './item-card.module.css';

/** An item's status in Russian, coloured by what it means for the player. */
export function StatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useTranslation('inventory');
  const text = t(statusTextKey(status));
  return (
    <span className={`${styles.status} ${styles[statusTone(status)]}`} title={text} data-testid="item-status" data-status={status}>
      {text}
    </span>
  );
}
