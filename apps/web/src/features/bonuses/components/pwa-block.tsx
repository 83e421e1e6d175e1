import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { isInstalledApp, isIos } from '../../../lib/pwa/pwa-store';
import { useSiteConfig } from '../../../lib/site-config';
import { pushAlert } from '../../../stores/alerts-store';
import { useClaimPwaBonus, usePwaBonus } from '../api/pwa-bonus';
import styles from './bonuses.module.css';
import { usePrizeText } from './pwa-prize';

/** /bonuses: the install bonus, how to install the app, and the claim when running installed. */
export function PwaBlock({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('bonuses');
  const bonus = usePwaBonus(signedIn);
  const claim = useClaimPwaBonus();
  const prizeText = usePrizeText();
  const installed = isInstalledApp();
  const prize = bonus.data ? prizeText(bonus.data.prize) : null;
  // The installed app's name is the site's: the CS site installs as its own app.
  const app = useSiteConfig().project;

  return (
    <section className={styles.block} aria-labelledby="pwa-title" data-testid="pwa-block">
      <h2 id="pwa-title" className={styles.blockTitle}>
        {t('pwa.title')}
      </h2>
      <div className={styles.pwa}>
        <span className={styles.missionIcon}>
          <Icon name="gift" size={20} />
        </span>
        <div className={styles.missionText}>
          <strong>{prize ? t('pwa.lead', { prize, app }) : t('pwa.leadGeneric', { app })}</strong>
          <span>{t(isIos() ? 'pwa.howIos' : 'pwa.howOther', { app })}</span>
          {!signedIn && <span>{t('pwa.signIn')}</span>}
        </div>
        {signedIn && bonus.data?.claimed && <span className={styles.doneMark}>{t('pwa.claimed')}</span>}
        {signedIn && bonus.data?.claimed === false && installed && (
          <Button size="s" disabled={claim.isPending} onClick={() => claim.mutate(undefined, { onSuccess: () => pushAlert({ type: 'success', title: t('pwa.done'), message: prize ?? '' }) })} data-testid="pwa-claim">
            {t('pwa.claim')}
          </Button>
        )}
        {signedIn && bonus.data?.claimed === false && !installed && <span className={styles.muted}>{t('pwa.openInstalled')}</span>}
      </div>
    </section>
  );
}
