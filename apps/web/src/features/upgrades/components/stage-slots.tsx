import { fromWire, toWire, type InventoryItem, type UniqueItem } from '@tastydrop/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import styles from './stage-slots.module.css';

/** Mosaic columns: few items large, many items small. */
function columnsFor(count: number): number {
  if (count <= 1) return 1;
  if (count <= 4) return 2;
  if (count <= 9) return 3;
  return 4;
}

/** "You stake": the selected items as a mosaic with their total. */
export function StakeSlot({ items, total }: { items: InventoryItem[]; total: number }) {
  const { t } = useTranslation('upgrades');
  return (
    <section className={styles.slot} aria-labelledby="stake-title" data-testid="stake-slot">
      <h2 id="stake-title" className={styles.label}>
        {t('stage.stake')}
      </h2>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <Icon name="bag" size={32} />
          <span>{t('stage.stakeEmpty')}</span>
        </div>
      ) : (
        <ul className={[styles.mosaic, items.length === 1 && styles.single].filter(Boolean).join(' ')} style={{ '--columns': columnsFor(items.length) } as CSSProperties}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemTile image={item.image} alt={item.name} rarity={item.rarity} size="m" />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.price}>
        <span>{t('stage.sum')}</span>
        <strong data-testid="stake-total">{formatPrice(toWire(total), 'GOLD')}</strong>
      </p>
    </section>
  );
}

/** "You get": the chosen target, its price and how many times the stake it is. */
export function TargetSlot({ target, inputTotal }: { target: UniqueItem | null; inputTotal: number }) {
  const { t } = useTranslation('upgrades');
  const multiplier = target && inputTotal > 0 ? fromWire(target.price) / inputTotal : null;
  return (
    <section className={styles.slot} aria-labelledby="target-title" data-testid="target-slot">
      <h2 id="target-title" className={styles.label}>
        {t('stage.target')}
      </h2>
      {!target ? (
        <div className={styles.empty}>
          <Icon name="sparkle" size={32} />
          <span>{t('stage.targetEmpty')}</span>
        </div>
      ) : (
        <div className={styles.target}>
          <ItemTile image={target.image} alt="" rarity={target.rarity} size="l" glow />
          <span className={styles.name} data-testid="target-name">
            {target.name}
          </span>
          {multiplier !== null && <span className={styles.multiplier}>{t('stage.multiplier', { x: multiplier.toFixed(2) })}</span>}
        </div>
      )}
      <p className={styles.price}>
        <span>{t('stage.price')}</span>
        <strong data-testid="target-price">{target ? formatPrice(target.price, 'GOLD') : '—'}</strong>
      </p>
    </section>
  );
}
