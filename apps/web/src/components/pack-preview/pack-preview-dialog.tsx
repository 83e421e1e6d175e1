import { fromWire, toWire } from '@tastydrop/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePackContents } from '../../lib/pack-contents';
import { ItemTile } from '../ui/item-tile';
import { Modal } from '../ui/modal';
import { formatPrice } from '../ui/price-tag';
import { rarityStyle } from '../ui/rarity';
import { Skeleton } from '../ui/skeleton';
import styles from './pack-preview-dialog.module.css';

interface PackPreviewDialogProps {
  /** The pack's catalog item. */
  pack: { itemId: number; name: string };
  onClose: () => void;
  /** What the player may do with the pack from here (their own pack: unpack it). */
  actions?: ReactNode;
}

/**
 * The preview-items popup: what a pack holds, in the order unpacking reveals it, before a case is opened
 * or a pack unpacked. It opens only when the player asks, never by itself.
 */
export function PackPreviewDialog({ pack, onClose, actions }: PackPreviewDialogProps) {
  const { t } = useTranslation('cases');
  const contents = usePackContents(pack.itemId);
  const items = contents.data?.items;
  const total = items ? toWire(items.reduce((sum, item) => sum + fromWire(item.price), 0)) : null;

  return (
    <Modal title={t('packPreview.title')} onClose={onClose} wide testId="pack-preview">
      <p className={styles.lead}>
        <span className={styles.name}>{pack.name}</span>
        {items && total !== null && <span data-testid="pack-preview-summary">{t('packPreview.summary', { count: items.length, price: formatPrice(total, 'GOLD') })}</span>}
      </p>
      {contents.isError ? (
        <p className={styles.error} role="alert">
          {t('packPreview.error')}
        </p>
      ) : (
        <ul className={styles.grid} aria-busy={!items}>
          {items
            ? items.map((item, index) => (
                <li key={`${index}-${item.itemId}`} className={styles.item} style={rarityStyle(item.rarity)} data-testid="pack-preview-item">
                  <ItemTile image={item.image} rarity={item.rarity} />
                  <span className={styles.itemName} title={item.name}>
                    {item.name}
                  </span>
                  <span className={styles.hero}>{item.hero}</span>
                  <span className={styles.price}>{formatPrice(item.price, 'GOLD')}</span>
                </li>
              ))
            : [0, 1, 2].map((i) => (
                <li key={i} className={styles.item}>
                  <Skeleton height={120} />
                </li>
              ))}
        </ul>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </Modal>
  );
}
