import type { PersonalOffer } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { clearSavedOfferQuery } from '../../../lib/saved-query';
import { session } from '../../../lib/storage';
import { pushAlert } from '../../../stores/alerts-store';
import { useBuyOffer } from '../api/offers-api';

/** Buys an offer; without enough money the player goes to the top-up page (the payment flow). A bought offer clears the saved offerId and rollId. */
export function useBuyFlow(onBought?: () => void) {
  const { t } = useTranslation('offers');
  const navigate = useNavigate();
  const buy = useBuyOffer();
  const start = (offer: PersonalOffer) =>
    buy.mutate(offer, {
      onSuccess: () => {
        pushAlert({ type: 'success', title: t('bought.title'), message: t('bought.text') });
        clearSavedOfferQuery(session());
        onBought?.();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'balance_error') void navigate(paths.refill);
      },
    });
  return { start, pending: buy.isPending, pendingId: buy.isPending ? buy.variables?.offerId : undefined };
}
