import type { PersonalOffer } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { useCountdown } from '../../../hooks/use-countdown';
import { useOverlayTurn } from '../../../hooks/use-overlay-turn';
import { formatHms } from '../../../lib/daily/countdown';
import { useSession } from '../../../lib/session/get-me';
import { isNumber, readStored, session, writeStored } from '../../../lib/storage';
import { useTriggers } from '../api/offers-api';
import { useBuyFlow } from '../hooks/use-buy-flow';
import { OfferCard } from './offer-card';
import styles from './offers.module.css';

const CLOSED_KEY = 'personalOfferClosed';
const HIDDEN_ON = [/^\/refill(\/|$)/, /^\/cardform$/, /^\/land1$/];

/** The personal-offer modal after login: shown while a trigger is open and the modal is allowed, in its turn. */
export function PersonalOfferModal() {
  const { pathname } = useLocation();
  const signedIn = useSession().status === 'signedIn';
  const triggers = useTriggers(signedIn);
  const [closed, setClosed] = useState(() => readStored(session(), CLOSED_KEY, isNumber) ?? null);
  const offer = triggers.data?.find((o) => o.triggerId !== null && o.triggerId !== closed && o.triggerType === 'welcome');
  const allowed = signedIn && !HIDDEN_ON.some((r) => r.test(pathname));
  const turn = useOverlayTurn('personalOffer', Boolean(offer) && allowed, 'personal-offer');
  if (!offer || !turn) return null;
  const close = () => {
    writeStored(session(), CLOSED_KEY, offer.triggerId);
    setClosed(offer.triggerId);
  };
  return <OfferDialog offer={offer} onClose={close} />;
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
