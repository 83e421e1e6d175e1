import type { InventoryItem } from '@tastydrop/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useExchangeItems } from '../api/get-exchange-items';
import { isExchangeable } from '../../../lib/item-exchange';
import { ExchangeOption } from './exchange-option';
import styles from './exchange.module.css';

interface OwnItemPickerProps {
  userId: number;
  chosenId: number | null;
  onChoose: (item: InventoryItem) => void;
}

/** Step 1: one of the player's items in progress. */
export function OwnItemPicker({ userId, chosenId, onChoose }: OwnItemPickerProps) {
  const { t } = useTranslation('inventory');
  const query = useExchangeItems(userId);
  const items = useMemo(() => (query.data?.pages ?? []).flatMap((page) => page.items).filter(isExchangeable), [query.data]);

  if (query.isPending) return <OptionsSkeleton />;
  if (query.isError) {
    return (
      <EmptyState
        icon="alert"
        title={t('exchange.errorTitle')}
        actions={
          <Button onClick={() => void query.refetch()}>
            <Icon name="refresh" size={18} />
            {t('exchange.retry')}
          </Button>
        }
      />
    );
  }
  if (items.length === 0 && !query.hasNextPage) {
    return (
      <EmptyState
        icon="bag"
        title={t('exchange.noItemsTitle')}
        text={t('exchange.noItemsText')}
        testId="exchange-empty"
        actions={<ButtonLink to={paths.home}>{t('exchange.noItemsAction')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <ul className={styles.options} data-testid="exchange-own-items">
        {items.map((item) => (
          <ExchangeOption
            key={item.id}
            image={item.image}
            rarity={item.rarity}
            name={item.name}
            hero={item.hero}
            price={item.price}
            selected={item.id === chosenId}
            onSelect={() => onChoose(item)}
            testId="exchange-own-item"
          />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="secondary" className={styles.more} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t('exchange.loading') : t('exchange.loadMore')}
        </Button>
      )}
    </>
  );
}

export function OptionsSkeleton() {
  return (
    <ul className={styles.options} aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className={styles.optionSkeleton}>
          <Skeleton height={0} className={styles.tileSkeleton} />
          <Skeleton width="70%" height={12} />
          <Skeleton width="40%" height={12} />
        </li>
      ))}
    </ul>
  );
}
