import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import page from '../../../components/ui/lead-page.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session/get-me';
import { useModalStore } from '../../../stores/modal-store';
import { useShopOffers } from '../api/offers-api';
import { OfferCard } from '../components/offer-card';
import { useBuyFlow } from '../hooks/use-buy-flow';
import styles from '../components/offers.module.css';

/** /offers-shop: the secret shop's packages of cases, coins and money at a discount. */
export default function OffersShopPage() {
  const { t } = useTranslation('offers');
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const openSignIn = useModalStore((s) => s.openSignIn);
  const offers = useShopOffers(signedIn);
  const flow = useBuyFlow();

  let body;
  if (session.status === 'loading' || (signedIn && offers.isPending)) {
    body = (
      <div className={styles.grid}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={420} />
        ))}
      </div>
    );
  } else if (!signedIn) {
    body = (
      <EmptyState
        icon="secret"
        title={t('shop.guestTitle')}
        text={t('shop.guestText')}
        actions={
          <Button size="l" onClick={() => openSignIn('login')}>
            {t('shop.signIn')}
          </Button>
        }
      />
    );
  } else if (offers.isError) {
    body = <EmptyState icon="secret" title={t('shop.errorTitle')} text={t('shop.errorText')} actions={<Button onClick={() => void offers.refetch()}>{t('shop.retry')}</Button>} />;
  } else if (!offers.data?.length) {
    body = <EmptyState icon="secret" title={t('shop.emptyTitle')} text={t('shop.emptyText')} />;
  } else {
    body = (
      <div className={styles.grid}>
        {offers.data.map((offer) => (
          <OfferCard key={offer.offerId} offer={offer} pending={flow.pendingId === offer.offerId} onBuy={flow.start} />
        ))}
      </div>
    );
  }

  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{t('shop.title')}</h1>
        <p>{t('shop.lead')}</p>
      </header>
      {body}
    </div>
  );
}
