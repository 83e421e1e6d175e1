import type { PersonalOffer } from '@tastydrop/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useCountdown } from '../../../hooks/use-countdown';
import { useOverlayTurn } from '../../../hooks/use-overlay-turn';
import { formatHms } from '../../../lib/daily/countdown';
import { useSession } from '../../../lib/session/get-me';
import { isBoolean, local, readStored, writeStored } from '../../../lib/storage';
import { useTriggers } from '../api/offers-api';
import { useBuyFlow } from '../hooks/use-buy-flow';
import { OfferCard } from './offer-card';
import styles from './offers.module.css';

/** Where this browser remembers that the player has seen the welcome offer: once per player, not per visit. */
export const welcomeOfferShownKey = (userId: number) => `welcomeOfferShown:${userId}`;

/**
 * The welcome offer after login: shown once per player while a trigger is open, in its turn. It
 * counts as seen the moment it shows, whether the player buys, closes it or walks away.
 */
export function PersonalOfferModal() {
  const userId = useSession().user?.userId ?? null;
  const triggers = useTriggers(userId !== null);
  const [closed, setClosed] = useState(false);
  // The one showing now was remembered as it opened: it stays until closed.
  const [showingFor, setShowingFor] = useState<number | null>(null);
  const offer = triggers.data?.find((o) => o.triggerId !== null && o.triggerType === 'welcome');
  const alreadyShown = userId === null || (showingFor !== userId && readStored(local(), welcomeOfferShownKey(userId), isBoolean) === true);
  const turn = useOverlayTurn('personalOffer', Boolean(offer) && !closed, 'personal-offer', alreadyShown);
  useEffect(() => {
    if (!turn || userId === null) return;
    writeStored(local(), welcomeOfferShownKey(userId), true);
    setShowingFor(userId);
  }, [turn, userId]);
  if (!offer || !turn) return null;
  return <OfferDialog offer={offer} onClose={() => setClosed(true)} />;
}

function OfferDialog({ offer, onClose }: { offer: PersonalOffer; onClose: () => void }) {
  const { t } = useTranslation('offers');
  const flow = useBuyFlow(onClose);
  const [since] = useState(() => Date.now());
  const deadline = offer.expiresAt ? Date.parse(offer.expiresAt) : null;
  const seconds = useCountdown(deadline, since);
  return (
    <Modal title={offer.offerName} onClose={onClose} testId="personal-offer">
      {deadline !== null && seconds > 0 && <p className={styles.timer}>{t('modal.endsIn', { time: formatHms(seconds) })}</p>}
      <OfferCard offer={offer} pending={flow.pending} onBuy={flow.start} featured />
    </Modal>
  );
}
