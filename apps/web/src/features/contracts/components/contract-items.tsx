import { INVENTORY_PAGE_SIZE, type InventoryItem } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { SelectableItemGrid } from '../../../components/ui/selectable-item-grid';
import styles from './contract-items.module.css';

interface ContractItemsProps {
  items: InventoryItem[] | undefined;
  total: number;
  isError: boolean;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  selectedIds: ReadonlySet<number>;
  locked: boolean;
  onToggle: (item: InventoryItem) => void;
  onClear: () => void;
}

/** The player's items that can go into a contract. */
export function ContractItems({ items, total, isError, onRetry, page, onPage, selectedIds, locked, onToggle, onClear }: ContractItemsProps) {
  const { t } = useTranslation('contracts');
  const pages = Math.max(1, Math.ceil(total / INVENTORY_PAGE_SIZE));
  let body;
  if (isError) body = <EmptyState icon="alert" title={t('items.errorTitle')} actions={<Button onClick={onRetry}>{t('items.retry')}</Button>} />;
  else if (items && items.length === 0) {
    body = <EmptyState icon="bag" title={t('items.emptyTitle')} text={t('items.emptyText')} actions={<ButtonLink to={paths.home}>{t('items.emptyAction')}</ButtonLink>} />;
  } else {
    body = (
      <SelectableItemGrid
        items={items}
        isSelected={(item) => selectedIds.has(item.id)}
        onToggle={onToggle}
        disabled={locked}
        testId="contract-item"
        className={styles.grid}
      />
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="contract-items-title">
      <header className={styles.head}>
        <h2 id="contract-items-title" className={styles.title}>
          {t('items.title')}
        </h2>
        <Button size="s" variant="ghost" onClick={onClear} disabled={locked || selectedIds.size === 0}>
          {t('items.clear')}
        </Button>
      </header>
      {body}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('items.pages')}>
          <Button size="s" variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            {t('items.prev')}
          </Button>
          <span>{t('items.page', { page, pages })}</span>
          <Button size="s" variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
            {t('items.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
