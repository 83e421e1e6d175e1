import type { InventoryGroup } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { useInventoryList } from '../hooks/use-inventory-list';
import { InventoryGrid } from './inventory-grid';
import { InventorySummary } from './inventory-summary';

/** Another player's inventory: read-only. */
export function PublicInventory({ userId, group }: { userId: number; group: InventoryGroup }) {
  const { t } = useTranslation('inventory');
  const list = useInventoryList({ userId, group, own: false });
  return (
    <>
      <InventorySummary list={list} />
      <InventoryGrid
        list={list}
        items={list.items}
        empty={<EmptyState icon="bag" title={t('empty.otherTitle')} text={t('empty.otherText')} testId="inventory-empty" />}
      />
    </>
  );
}
