import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../components/ui/price-tag';
import { Skeleton } from '../../../components/ui/skeleton';
import type { InventoryListState } from '../hooks/use-inventory-list';
import styles from './inventory.module.css';

/** "N items worth X" of the list, with the owner's list-wide actions beside it. */
export function InventorySummary({ list, children }: { list: InventoryListState; children?: ReactNode }) {
  const { t } = useTranslation('inventory');
  return (
    <div className={styles.summaryRow}>
      <p className={styles.summary} data-testid="inventory-summary" aria-live="polite">
        {list.query.isPending ? (
          <Skeleton width={180} height={16} />
        ) : (
          t('grid.summary', { count: list.totalItem, price: formatPrice(list.totalPrice, 'GOLD') })
        )}
      </p>
      {children}
    </div>
  );
}
