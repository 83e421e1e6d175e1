import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { isInstalledApp, shouldOfferPwaBonus } from '../../../lib/pwa/pwa-store';
import { useSession } from '../../../lib/session/get-me';
import { local, readStored, writeStored } from '../../../lib/storage';
import { pushAlert } from '../../../stores/alerts-store';
import { useClaimPwaBonus, usePwaBonus } from '../api/pwa-bonus';
import styles from './pwa-bonus-banner.module.css';
import { usePrizeText } from './pwa-prize';

const DISMISSED_KEY = 'pwa-bonus-dismissed';
const isTrue = (v: unknown): v is true => v === true;

/** In the installed app only: a small banner offering the one-time install bonus to a signed-in player. */
export function PwaBonusBanner() {
  const { t } = useTranslation('bonuses');
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const installed = isInstalledApp();
  const bonus = usePwaBonus(signedIn && installed);
  const claim = useClaimPwaBonus();
  const prizeText = usePrizeText();
  const [dismissed, setDismissed] = useState(() => readStored(local(), DISMISSED_KEY, isTrue) ?? false);

  if (!shouldOfferPwaBonus({ installed, signedIn, claimed: bonus.data?.claimed, dismissed }) || !bonus.data) return null;
  const prize = prizeText(bonus.data.prize);
  const close = () => {
    writeStored(local(), DISMISSED_KEY, true);
    setDismissed(true);
  };
  return (
    <aside className={styles.banner} role="dialog" aria-labelledby="pwa-bonus-title" data-testid="pwa-bonus-banner">
      <span className={styles.icon}>
        <Icon name="gift" size={20} />
      </span>
      <div className={styles.text}>
        <strong id="pwa-bonus-title">{t('pwa.bannerTitle')}</strong>
        <span>{t('pwa.bannerText', { prize })}</span>
      </div>
      <div className={styles.actions}>
        <Button size="s" variant="secondary" onClick={close}>
          {t('pwa.later')}
        </Button>
        <Button size="s" disabled={claim.isPending} onClick={() => claim.mutate(undefined, { onSuccess: () => pushAlert({ type: 'success', title: t('pwa.done'), message: prize }) })} data-testid="pwa-bonus-claim">
          {t('pwa.claim')}
        </Button>
      </div>
    </aside>
  );
}
