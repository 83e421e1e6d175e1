import type { InventoryItem } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import { rarityStyle } from '../../../components/ui/rarity';
import { useSiteConfig } from '../../../lib/site-config';
import styles from './exchange-popup.module.css';

/** The item offered for the exchange: picture, rarity, name, hero and price. */
export function ChosenItem({ item }: { item: InventoryItem }) {
  const { t } = useTranslation('inventory');
  const { game } = useSiteConfig();
  return (
    <div className={styles.chosen} style={rarityStyle(item.rarity)} data-testid="exchange-popup-item">
      <ItemTile image={item.image} rarity={item.rarity} size="s" className={styles.chosenTile} />
      <div className={styles.chosenText}>
        <span className={styles.chosenLabel}>{t('exchange.popup.chosen')}</span>
        <span className={styles.chosenName} title={item.name}>
          {item.name}
        </span>
        <span className={styles.chosenMeta}>
          <span className={styles.chosenRarity}>{t(`rarity.${item.rarity}`, { defaultValue: item.rarity, context: game })}</span>
          <span>{item.hero}</span>
        </span>
      </div>
      <span className={styles.chosenPrice}>{formatPrice(item.price, 'GOLD')}</span>
    </div>
  );
}
