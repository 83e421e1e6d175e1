import { fromWire, UNIQUE_ITEM_GROUPS, UNIQUE_ITEM_SORTS, upgradeRatioAllowed, type UniqueItem, type UniqueItemGroup, type UniqueItemSort } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { TARGETS_PER_PAGE, useUniqueItems, type TargetFilter } from '../api/get-unique-items';
import { SelectableItemGrid } from '../../../components/ui/selectable-item-grid';
import { PriceFilter, SearchFilter } from './target-filters';
import { useSiteConfig } from '../../../lib/site-config';
import styles from './panels.module.css';

interface TargetPickerProps {
  filter: TargetFilter;
  onFilter: (patch: Partial<TargetFilter>) => void;
  /** The stake in kopecks (0 before anything is selected). */
  inputTotal: number;
  selectedId: number | null;
  locked: boolean;
  onPick: (item: UniqueItem) => void;
}

/** Why a target cannot go with the current stake, or null. */
function targetNote(inputTotal: number, price: number, t: (key: string) => string): string | null {
  if (inputTotal <= 0) return null;
  if (price <= inputTotal) return t('targets.tooCheap');
  if (!upgradeRatioAllowed(inputTotal, price)) return t('targets.tooDear');
  return null;
}

/** Catalog targets: search, price range, rarity group, sort and pages. */
export function TargetPicker({ filter, onFilter, inputTotal, selectedId, locked, onPick }: TargetPickerProps) {
  const { t } = useTranslation('upgrades');
  const { t: tc } = useTranslation('cases');
  const { game } = useSiteConfig();
  const query = useUniqueItems(filter);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / TARGETS_PER_PAGE));

  let body;
  if (query.isError) {
    body = <EmptyState icon="alert" title={t('targets.errorTitle')} actions={<Button onClick={() => void query.refetch()}>{t('items.retry')}</Button>} />;
  } else if (query.data && query.data.items.length === 0) {
    body = <EmptyState icon="sparkle" title={t('targets.emptyTitle')} text={t('targets.emptyText')} testId="targets-empty" />;
  } else {
    body = (
      <SelectableItemGrid
        items={query.data?.items}
        isSelected={(item) => item.id === selectedId}
        onToggle={onPick}
        blockedBy={(item) => targetNote(inputTotal, fromWire(item.price), t)}
        disabled={locked}
        testId="upgrade-target"
        className={styles.grid}
      />
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="targets-title">
      <header className={styles.head}>
        <h2 id="targets-title" className={styles.title}>
          {t('targets.title')}
          {query.data && <span className={styles.count}>{t('targets.found', { count: query.data.total })}</span>}
        </h2>
      </header>
      <div className={styles.filters}>
        <SearchFilter value={filter.search} onChange={(search) => onFilter({ search, page: 1 })} />
        <label className={styles.filter}>
          {t('targets.group')}
          <select value={filter.group} onChange={(e) => onFilter({ group: e.target.value as UniqueItemGroup, page: 1 })} data-testid="targets-group">
            {UNIQUE_ITEM_GROUPS.map((g) => (
              <option key={g} value={g}>
                {g === 'all' ? t('targets.allGroups') : tc(`rarity.${g}`, { context: game })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          {t('targets.sort')}
          <select value={filter.sort} onChange={(e) => onFilter({ sort: e.target.value as UniqueItemSort, page: 1 })} data-testid="targets-sort">
            {UNIQUE_ITEM_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`targets.sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <PriceFilter label={t('targets.priceFrom')} value={filter.priceFrom} onChange={(priceFrom) => onFilter({ priceFrom, page: 1 })} testId="targets-price-from" />
        <PriceFilter label={t('targets.priceTo')} value={filter.priceTo} onChange={(priceTo) => onFilter({ priceTo, page: 1 })} testId="targets-price-to" />
      </div>
      {body}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('targets.pages')}>
          <Button size="s" variant="secondary" onClick={() => onFilter({ page: filter.page - 1 })} disabled={filter.page <= 1}>
            {t('pager.prev')}
          </Button>
          <span>{t('pager.page', { page: Math.min(filter.page, pages), pages })}</span>
          <Button size="s" variant="secondary" onClick={() => onFilter({ page: filter.page + 1 })} disabled={filter.page >= pages}>
            {t('pager.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
