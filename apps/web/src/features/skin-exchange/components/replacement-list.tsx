import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useReplacements, type Replacement } from '../api/get-replacements';
import { ExchangeOption } from './exchange-option';
import styles from './exchange.module.css';
import { OptionsSkeleton } from './own-item-picker';

interface ReplacementListProps {
  inventoryId: number;
  chosenId: number | null;
  onChoose: (replacement: Replacement) => void;
}

/** Step 2: what the chosen item can become, a page at a time. */
export function ReplacementList({ inventoryId, chosenId, onChoose }: ReplacementListProps) {
  const { t } = useTranslation('inventory');
  const query = useReplacements(inventoryId);
  const items = useMemo(() => (query.data?.pages ?? []).flatMap((page) => page.items), [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;

  if (query.isPending) return <OptionsSkeleton />;
  if (query.isError) return <p className={styles.placeholder}>{t('exchange.errorTitle')}</p>;
  if (items.length === 0) return <p className={styles.placeholder} data-testid="exchange-no-replacements">{t('exchange.noReplacements')}</p>;
  return (
    <>
      <p className={styles.count}>{t('exchange.replacementsCount', { count: total })}</p>
      <ul className={styles.options} data-testid="exchange-replacements">
        {items.map((item) => (
          <ExchangeOption
            key={item.itemId}
            image={item.image}
            rarity={item.rarity}
            name={item.name}
            hero={item.hero}
            price={item.price}
            selected={item.itemId === chosenId}
            onSelect={() => onChoose(item)}
            testId="exchange-replacement"
          />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className={styles.more}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          data-testid="exchange-more"
        >
          {query.isFetchingNextPage ? t('exchange.loading') : t('exchange.loadMore')}
        </Button>
      )}
    </>
  );
}
