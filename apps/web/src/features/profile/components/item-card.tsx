import { ITEM_TYPES } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PackContentsButton } from '../../../components/pack-preview/pack-contents-button';
import { PackPreviewDialog } from '../../../components/pack-preview/pack-preview-dialog';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import { rarityStyle } from '../../../components/ui/rarity';
import { WearFloat } from '../../../components/ui/wear-float';
import { useSiteConfig } from '../../../lib/site-config';
import type { InventoryEntry } from '../utils/inventory-cache';
import { heldForReview, isWithdrawing } from '../utils/item-status';
import { canSelect } from '../utils/selection';
import { Countdown } from './countdown';
import styles from './item-card.module.css';
import { StatusBadge } from './status-badge';
import { TradeProtectionNote } from './trade-protection-note';
import { WithdrawalReviewNote } from './withdrawal-review-note';
import { WithdrawalOffer } from './withdrawal-offer';

/** What the owner can do with a card; absent on another player's profile. */
export interface ItemCardActions {
  selected: boolean;
  busy: boolean;
  /** A sale of the item is on its way: it shows as in the sale queue. */
  selling?: boolean;
  onToggle: () => void;
  onSell: () => void;
  onWithdraw: () => void;
  onUnpack: () => void;
  /** Present when the skin exchange accepts the item. */
  onExchange?: () => void;
}

interface ItemCardProps {
  item: InventoryEntry;
  actions?: ItemCardActions;
  onTimerEnd: () => void;
}

/** One inventory item: rarity, picture, name, price, status, the withdrawal timer and the owner's actions. */
export function ItemCard({ item, actions, onTimerEnd }: ItemCardProps) {
  const { t } = useTranslation('inventory');
  const { game } = useSiteConfig();
  const price = formatPrice(item.price, 'GOLD');
  const ready = canSelect(item);
  const isPack = item.packItems || item.type === ITEM_TYPES.pack;
  const selectable = actions && ready;
  const [previewing, setPreviewing] = useState(false);

  const picture = (
    <>
      <ItemTile image={item.image} rarity={item.rarity} className={styles.tile} />
      <span className={styles.badges}>
        <StatusBadge status={item.status} inSaleQueue={actions?.selling ?? false} inReview={heldForReview(item)} />
        {isPack && <span className={styles.kind}>{t('card.pack')}</span>}
        {item.type === ITEM_TYPES.special && <span className={styles.kind}>{t('card.special')}</span>}
      </span>
      {selectable && (
        <span className={styles.check} aria-hidden>
          <Icon name="check" size={14} />
        </span>
      )}
    </>
  );

  return (
    <li
      className={[styles.card, !ready && styles.inactive, actions?.selected && styles.selected].filter(Boolean).join(' ')}
      style={rarityStyle(item.rarity)}
      data-testid="inventory-item"
      data-id={item.id}
      data-status={item.status}
    >
      {selectable ? (
        <button
          type="button"
          className={styles.picture}
          aria-pressed={actions.selected}
          aria-label={t('card.select', { name: item.name })}
          onClick={actions.onToggle}
          data-testid="item-select"
        >
          {picture}
        </button>
      ) : (
        <div className={styles.picture}>{picture}</div>
      )}
      <div className={styles.info}>
        <span className={styles.rarity}>{t(`rarity.${item.rarity}`, { context: game })}</span>
        <span className={styles.name} title={item.name} data-testid="item-name">
          {item.name}
        </span>
        {item.float !== null && <WearFloat value={item.float} />}
        {isPack && (
          <PackContentsButton
            className={styles.packLink}
            iconSize={13}
            onClick={() => setPreviewing(true)}
            label={t('card.packContents')}
            ariaLabel={t('card.packContentsLabel', { name: item.name })}
            testId="item-pack-contents"
          />
        )}
        <span className={styles.meta}>
          <span className={styles.hero}>{item.hero}</span>
          <span className={styles.price} data-testid="item-price">
            {price}
          </span>
        </span>
      </div>
      {item.status === 'PREPARING' && item.deadline !== null && (
        <Countdown
          deadline={item.deadline}
          onExpire={onTimerEnd}
          render={(time) => (
            <span className={styles.timer} role="timer" aria-label={t('card.timerLabel', { time })} data-testid="item-timer">
              <Icon name="daily" size={14} />
              {t('card.timer', { time })}
            </span>
          )}
        />
      )}
      {actions && ready && (
        <div className={styles.actions}>
          {isPack ? (
            <Button size="s" block disabled={actions.busy} onClick={actions.onUnpack} data-testid="item-unpack">
              <Icon name="gift" size={16} />
              {t('card.unpack')}
            </Button>
          ) : (
            <Button
              size="s"
              variant="secondary"
              block
              disabled={actions.busy}
              onClick={actions.onSell}
              aria-label={t('card.sellFor', { price })}
              title={t('card.sellFor', { price })}
              data-testid="item-sell"
            >
              <Icon name="wallet" size={14} />
              {t('card.sell')}
            </Button>
          )}
          {actions.onExchange && (
            <Button
              size="s"
              variant="secondary"
              iconOnly
              disabled={actions.busy}
              onClick={actions.onExchange}
              aria-label={t('card.exchangeLabel', { name: item.name })}
              title={t('card.exchange')}
              data-testid="item-exchange"
            >
              <Icon name="refresh" size={16} />
            </Button>
          )}
          <Button
            size="s"
            variant="secondary"
            iconOnly
            disabled={actions.busy}
            onClick={isPack ? actions.onSell : actions.onWithdraw}
            aria-label={isPack ? t('card.sellFor', { price }) : t('card.withdrawLabel', { name: item.name })}
            title={isPack ? t('card.sellFor', { price }) : t('card.withdraw')}
            data-testid={isPack ? 'item-sell' : 'item-withdraw'}
          >
            <Icon name={isPack ? 'wallet' : 'steam'} size={16} />
          </Button>
        </div>
      )}
      {actions && isWithdrawing(item.status) && <WithdrawalOffer inventoryId={item.id} status={item.status} />}
      {actions && <TradeProtectionNote item={item} />}
      {actions && <WithdrawalReviewNote item={item} />}
      {previewing && (
        <PackPreviewDialog
          pack={{ itemId: item.itemId, name: item.name }}
          onClose={() => setPreviewing(false)}
          actions={
            actions &&
            ready &&
            item.packItems && (
              <Button
                disabled={actions.busy}
                onClick={() => {
                  setPreviewing(false);
                  actions.onUnpack();
                }}
                data-testid="pack-preview-unpack"
              >
                <Icon name="gift" size={16} />
                {t('card.unpack')}
              </Button>
            )
          }
        />
      )}
    </li>
  );
}
