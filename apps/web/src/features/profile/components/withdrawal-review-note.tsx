import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import type { InventoryEntry } from '../utils/inventory-cache';
import { heldForReview } from '../utils/item-status';
import styles from './item-card.module.css';

type Reviewed = Pick<InventoryEntry, 'status' | 'timerData' | 'review'>;

/**
 * A withdrawal held for the console's review: that it waits and why, that the player's identity is asked for, or
 * why it was refused and the item came back (docs/decisions/059-withdrawal-review.md). Nothing for other items.
 */
export function WithdrawalReviewNote({ item }: { item: Reviewed }) {
  const { t } = useTranslation('inventory');
  const review = item.review;
  if (!review) return null;
  if (review.state === 'refused') {
    if (item.status !== 'progress') return null;
    return (
      <p className={`${styles.protection} ${styles.reversed}`} data-testid="item-review-refused">
        <Icon name="alert" size={14} />
        {t('review.refused', { reason: t(`review.refusals.${review.refusal ?? 'other'}`) })}
      </p>
    );
  }
  if (!heldForReview(item)) return null;
  return (
    <p className={styles.protection} data-testid="item-review">
      <Icon name="shield" size={14} />
      {review.state === 'identity' ? t('review.identity') : t('review.waiting')}
    </p>
  );
}
