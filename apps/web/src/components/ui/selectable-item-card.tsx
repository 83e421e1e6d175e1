import { ItemTile } from './item-tile';
import { formatPrice } from './price-tag';
import { rarityStyle } from './rarity';
import styles from './selectable-item-card.module.css';

interface ItemCardProps {
  name: string;
  image: string;
  rarity: string;
  /** Roubles (wire decimal). */
  price: number;
  selected: boolean;
  disabled?: boolean;
  /** Why it is disabled, shown as the title. */
  note?: string;
  onClick: () => void;
  testId?: string;
}

/** A selectable item: picture on its rarity tile, name and price; pressed when selected. */
export function SelectableItemCard({ name, image, rarity, price, selected, disabled, note, onClick, testId }: ItemCardProps) {
  return (
    <button
      type="button"
      className={styles.card}
      style={rarityStyle(rarity)}
      aria-pressed={selected}
      disabled={disabled}
      title={note ?? name}
      onClick={onClick}
      data-testid={testId}
    >
      <ItemTile image={image} rarity={rarity} size="m" />
      <span className={styles.name}>{name}</span>
      <span className={styles.price}>{formatPrice(price, 'GOLD')}</span>
    </button>
  );
}
