import type { InventoryItem } from '@tastydrop/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ItemTile } from '../../../components/ui/item-tile';
import { Modal } from '../../../components/ui/modal';
import { formatPrice } from '../../../components/ui/price-tag';
import { rarityStyle } from '../../../components/ui/rarity';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { revealDelays } from '../utils/unpack-reveal';
import styles from './dialogs.module.css';

interface UnpackDialogProps {
  /** The pack's contents; null while the pack is being opened. */
  items: readonly InventoryItem[] | null;
  onClose: () => void;
}

/** A pack's contents revealed one by one: over 2 s for up to 7 items, else 4 s. */
export function UnpackDialog({ items, onClose }: UnpackDialogProps) {
  const { t } = useTranslation('inventory');
  const [shown, setShown] = useState(0);
  const reduced = useReducedMotion();
  const delays = useMemo(() => (items ? (reduced ? items.map(() => 0) : revealDelays(items.length)) : []), [items, reduced]);

  useEffect(() => {
    const timers = delays.map((delay, index) => setTimeout(() => setShown((n) => Math.max(n, index + 1)), delay));
    return () => timers.forEach(clearTimeout);
  }, [delays]);

  const total = items?.length ?? 0;
  return (
    <Modal title={t('unpack.title')} onClose={onClose} wide testId="unpack-dialog">
      <p className={styles.text} aria-live="polite">
        {items ? t('unpack.revealed', { shown, total }) : t('unpack.opening')}
      </p>
      <ul className={styles.reveal}>
        {items
          ? items.map((item, index) => (
              <li
                key={item.id}
                className={[styles.revealItem, index < shown && styles.revealed].filter(Boolean).join(' ')}
                style={rarityStyle(item.rarity)}
                aria-hidden={index >= shown}
                data-testid={index < shown ? 'unpacked-item' : undefined}
              >
                <ItemTile image={item.image} rarity={item.rarity} glow={index < shown} />
                <span className={styles.revealName}>{item.name}</span>
                <span className={styles.revealPrice}>{formatPrice(item.price, 'GOLD')}</span>
              </li>
            ))
          : [0, 1, 2].map((i) => (
              <li key={i} className={`${styles.revealItem} ${styles.revealed}`}>
                <Skeleton height={96} />
              </li>
            ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={onClose} disabled={!items || shown < total} data-testid="unpack-done">
          {t('unpack.done')}
        </Button>
      </div>
    </Modal>
  );
}
