import { CONTRACT_MAX_ITEMS, CONTRACT_MIN_ITEMS, type InventoryItem } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import styles from './contract-slots.module.css';

interface ContractSlotsProps {
  items: InventoryItem[];
  locked: boolean;
  onRemove: (item: InventoryItem) => void;
}

/** Ten slots of the contract: the chosen items (click to take one out) and the empty places left. */
export function ContractSlots({ items, locked, onRemove }: ContractSlotsProps) {
  const { t } = useTranslation('contracts');
  return (
    <ol className={styles.slots} aria-label={t('slots.label', { min: CONTRACT_MIN_ITEMS, max: CONTRACT_MAX_ITEMS })} data-testid="contract-slots">
      {Array.from({ length: CONTRACT_MAX_ITEMS }, (_, i) => {
        const item = items[i];
        return (
          <li key={item?.id ?? `empty-${i}`} className={styles.slot} data-filled={Boolean(item)} data-required={i < CONTRACT_MIN_ITEMS}>
            {item ? (
              <button type="button" className={styles.filled} onClick={() => onRemove(item)} disabled={locked} title={t('slots.remove', { name: item.name })}>
                <ItemTile image={item.image} alt={item.name} rarity={item.rarity} size="m" />
                <span className={styles.price}>{formatPrice(item.price, 'GOLD')}</span>
              </button>
            ) : (
              <span className={styles.empty} aria-hidden>
                {i + 1}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
