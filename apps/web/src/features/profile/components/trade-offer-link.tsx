import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useTradeOffer } from '../api/get-trade-id';

/** "Accept the trade" on Steam for an item whose offer was sent (GET /inventory/{id}/trade_id). */
export function TradeOfferLink({ inventoryId }: { inventoryId: number }) {
  const { t } = useTranslation('inventory');
  const offer = useTradeOffer(inventoryId, true).data;
  if (!offer?.offerUrl) return null;
  return (
    <a className={buttonClass({ variant: 'primary', size: 's', block: true })} href={offer.offerUrl} target="_blank" rel="noreferrer noopener">
      <Icon name="steam" size={16} />
      {t('card.openOffer')}
    </a>
  );
}
