import { UPGRADE_LIST_PAGE_SIZE, type InventoryItem } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { SelectableItemGrid } from '../../../components/ui/selectable-item-grid';
import styles from './panels.module.css';

interface OwnItemsProps {
  items: InventoryItem[] | undefined;
  total: number;
  isError: boolean;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  selectedIds: ReadonlySet<number>;
  cap: number;
  locked: boolean;
  onToggle: (item: InventoryItem) => void;
  onSelectAll: () => void;
  onClear: () => void;
}

/** The player's upgradeable items: pick up to `cap`, select the first `cap` at once, or clear. */
export function OwnItems({ items, total, isError, onRetry, page, onPage, selectedIds, cap, locked, onToggle, onSelectAll, onClear }: OwnItemsProps) {
  const { t } = useTranslation('upgrades');
  const pages = Math.max(1, Math.ceil(total / UPGRADE_LIST_PAGE_SIZE));
  let body;
  if (isError) {
    body = (
      <EmptyState icon="alert" title={t('items.errorTitle')} actions={<Button onClick={onRetry}>{t('items.retry')}</Button>} />
    );
  } else if (items && items.length === 0) {
    body = (
      <EmptyState icon="bag" title={t('items.emptyTitle')} text={t('items.emptyText')} actions={<ButtonLink to={paths.home}>{t('items.emptyAction')}</ButtonLink>} testId="own-items-empty" />
    );
  } else {
    body = (
      <SelectableItemGrid
        items={items}
        isSelected={(item) => selectedIds.has(item.id)}
        onToggle={onToggle}
        disabled={locked}
        testId="own-item"
        className={styles.grid}
      />
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="own-items-title">
      <header className={styles.head}>
        <h2 id="own-items-title" className={styles.title}>
          {t('items.title')}
          <span className={styles.count} data-testid="own-items-count">
            {t('items.count', { count: selectedIds.size, max: cap })}
          </span>
        </h2>
        <div className={styles.tools}>
          <Button size="s" variant="secondary" onClick={onSelectAll} disabled={locked || !items?.length} data-testid="own-items-all">
            {t('items.selectAll', { n: cap })}
          </Button>
          <Button size="s" variant="ghost" onClick={onClear} disabled={locked || selectedIds.size === 0} data-testid="own-items-clear">
            {t('items.clear')}
          </Button>
        </div>
      </header>
      {body}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('items.pages')}>
          <Button size="s" variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            {t('pager.prev')}
          </Button>
          <span>{t('pager.page', { page, pages })}</span>
          <Button size="s" variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
            {t('pager.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
