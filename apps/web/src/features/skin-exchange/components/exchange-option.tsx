import { useTranslation } from 'react-i18next';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import { rarityStyle } from '../../../components/ui/rarity';
import { useSiteConfig } from '../../../lib/site-config';
import styles from './exchange-option.module.css';

interface ExchangeOptionProps {
  image: string;
  rarity: string;
  name: string;
  hero: string;
  price: number;
  selected: boolean;
  onSelect: () => void;
  testId: string;
}

/** A pickable item (one's own, or a replacement): picture, rarity, name and price. */
export function ExchangeOption({ image, rarity, name, hero, price, selected, onSelect, testId }: ExchangeOptionProps) {
  const { t } = useTranslation('inventory');
  const { game } = useSiteConfig();
  return (
    <li>
      <button
        type="button"
        className={[styles.option, selected && styles.optionSelected].filter(Boolean).join(' ')}
        style={rarityStyle(rarity)}
        aria-pressed={selected}
        onClick={onSelect}
        data-testid={testId}
      >
        <ItemTile image={image} rarity={rarity} />
        <span className={styles.optionRarity}>{t(`rarity.${rarity}`, { defaultValue: rarity, context: game })}</span>
        <span className={styles.optionName} title={name}>
          {name}
        </span>
        <span className={styles.optionMeta}>
          <span className={styles.optionHero}>{hero}</span>
          <span className={styles.optionPrice}>{formatPrice(price, 'GOLD')}</span>
        </span>
      </button>
    </li>
  );
}
