import type { ItemStatus } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useTradeOffer } from '../api/get-trade-id';
import { hasTradeOffer } from '../utils/item-status';
import styles from './item-card.module.css';

/**
 * A withdrawing item's offer (GET /inventory/{id}/trade_id): the security code its message carries, for the
 * player to compare, and "Accept the trade" on Steam once the offer is sent. An item bought on the market comes from
 * its seller, with no code: the player is told so.
 */
export function WithdrawalOffer({ inventoryId, status }: { inventoryId: number; status: ItemStatus }) {
  const { t } = useTranslation('inventory');
  const offer = useTradeOffer(inventoryId, status, true).data;
  const link = hasTradeOffer(status) ? offer?.offerUrl : null;
  if (!offer?.securityCode && !link && !offer?.fromSeller) return null;
  return (
    <div className={styles.offer}>
      {offer?.fromSeller && (
        <p className={styles.offerCode} data-testid="item-offer-seller">
          {t('card.fromSeller')}
        </p>
      )}
      {offer?.securityCode && (
        <p className={styles.offerCode} data-testid="item-offer-code" title={t('card.offerCodeHint')}>
          <span>{t('card.offerCode')}</span> <strong className={styles.code}>{offer.securityCode}</strong>
        </p>
      )}
      {link && (
        <a className={buttonClass({ variant: 'primary', size: 's', block: true })} href={link} target="_blank" rel="noreferrer noopener">
          <Icon name="steam" size={16} />
          {t('card.openOffer')}
        </a>
      )}
    </div>
  );
}
