import { PwaBonusBanner } from '../features/bonuses/components/pwa-bonus-banner';
import { InfoPopupModal } from '../features/events/components/info-popup-modal';
import { ExperiencePopup } from '../features/header/components/experience-popup';
import { RewardPopup } from '../features/leaderboards/components/reward-popup';
import { PersonalOfferModal } from '../features/offers/components/personal-offer-modal';
import { PromoPopup } from '../features/promo/components/promo-popup';
import { PushBanner } from '../features/push/components/push-banner';
import { ScamWarning } from '../features/shell/components/scam-warning';

/**
 * The popups and banners that open by themselves, in one chunk of their own (loaded by the root once one of them
 * can show): promo, scam warning, leaderboard reward, personal offer, experience popup, info popup, push and install-bonus banners.
 * They mount together, so the popup queue sees them ask in the same order as ever.
 */
export default function SelfOpeningOverlays({ welcome }: { welcome: boolean }) {
  return (
    <>
      <ScamWarning />
      <PromoPopup />
      {!welcome && <PushBanner />}
      {!welcome && <PwaBonusBanner />}
      {!welcome && <PersonalOfferModal />}
      {!welcome && <RewardPopup />}
      {!welcome && <ExperiencePopup />}
      {!welcome && <InfoPopupModal />}
    </>
  );
}
