import type { InventoryItem } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { SelectableItemCard } from '../../../components/ui/selectable-item-card';
import styles from './quick-sale.module.css';

interface SaleItemListProps {
  items: readonly InventoryItem[];
  chosenIds: ReadonlySet<number>;
  disabled: boolean;
  onToggle: (id: number) => void;
}

/** The sellable items, cheapest first; a press adds an item to the sale or takes it out. */
export function SaleItemList({ items, chosenIds, disabled, onToggle }: SaleItemListProps) {
  const { t } = useTranslation('quick-sale');
  return (
    <ul className={styles.grid} aria-label={t('listLabel')} data-testid="quick-sale-items">
      {items.map((item) => (
        <li key={item.id} data-id={item.id} data-chosen={chosenIds.has(item.id)}>
          <SelectableItemCard
            name={item.name}
            image={item.image}
            rarity={item.rarity}
            price={item.price}
            selected={chosenIds.has(item.id)}
            disabled={disabled}
            onClick={() => onToggle(item.id)}
            testId="quick-sale-item"
          />
        </li>
      ))}
    </ul>
  );
}
