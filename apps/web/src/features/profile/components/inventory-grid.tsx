import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import type { InventoryListState } from '../hooks/use-inventory-list';
import type { InventoryEntry } from '../utils/inventory-cache';
import { InventorySkeleton } from './inventory-skeleton';
import { ItemCard, type ItemCardActions } from './item-card';
import styles from './inventory.module.css';

interface InventoryGridProps {
  list: InventoryListState;
  /** The items to show (all loaded ones, or the type-3 subset while a type-3 item is selected). */
  items: readonly InventoryEntry[];
  actionsFor?: (item: InventoryEntry) => ItemCardActions;
  empty: ReactNode;
}

/** The list's states: skeleton, error with retry, empty, or the cards with "load more" by 45. */
export function InventoryGrid({ list, items, actionsFor, empty }: InventoryGridProps) {
  const { t } = useTranslation('inventory');
  const { query } = list;

  if (query.isPending) return <InventorySkeleton label={t('grid.loading')} />;
  if (query.isError && !query.data) {
    return (
      <EmptyState
        icon="alert"
        title={t('profile:errors.inventoryFetch')}
        actions={
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            <Icon name="refresh" size={18} />
            {t('grid.retry')}
          </Button>
        }
      />
    );
  }
  if (items.length === 0) return <>{empty}</>;

  return (
    <>
      <ul className={styles.grid} data-testid="inventory-grid">
        {items.map((item) => (
          <ItemCard key={item.id} item={item} actions={actionsFor?.(item)} onTimerEnd={list.refresh} />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} data-testid="inventory-more">
            {query.isFetchingNextPage ? t('grid.loadingMore') : t('grid.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
