import { SelectableItemCard } from './selectable-item-card';
import { Skeleton } from './skeleton';

export interface GridItem {
  id: number;
  name: string;
  image: string;
  rarity: string;
  /** Roubles (wire decimal). */
  price: number;
}

interface SelectableItemGridProps<T extends GridItem> {
  /** Undefined while loading: the grid shows skeleton cards. */
  items: T[] | undefined;
  isSelected: (item: T) => boolean;
  onToggle: (item: T) => void;
  /** Why an item cannot be picked now (disables it and becomes its title), or null. */
  blockedBy?: (item: T) => string | null;
  disabled?: boolean;
  testId: string;
  /** The grid's layout (columns, scrolling) comes from the page. */
  className?: string | undefined;
}

const SKELETON_CARDS = 8;

/** Item cards to pick from, as upgrades and contracts show them, with a skeleton while loading. */
export function SelectableItemGrid<T extends GridItem>({ items, isSelected, onToggle, blockedBy, disabled, testId, className }: SelectableItemGridProps<T>) {
  if (!items) {
    return (
      <div className={className} aria-busy>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Skeleton key={i} height={150} />
        ))}
      </div>
    );
  }
  return (
    <div className={className}>
      {items.map((item) => {
        const note = blockedBy?.(item) ?? null;
        return (
          <SelectableItemCard
            key={item.id}
            name={item.name}
            image={item.image}
            rarity={item.rarity}
            price={item.price}
            selected={isSelected(item)}
            disabled={disabled || note !== null}
            note={note ?? undefined}
            onClick={() => onToggle(item)}
            testId={testId}
          />
        );
      })}
    </div>
  );
}
