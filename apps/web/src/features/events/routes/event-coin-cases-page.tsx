import { formatCoins } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useModalStore } from '../../../stores/modal-store';
import { useCoinCases } from '../api/get-event-cases';
import { CaseGrid } from '../components/case-grid';
import { OtherWays } from '../components/other-ways';
import { useEventPage } from '../utils/use-event-page';
import styles from '../components/events.module.css';

/** /event/coin-cases: spend coins on coin cases, locked by the level gate 1, 15, 30, 40, then (index+1)×15. */
export default function EventCoinCasesPage() {
  const { t } = useTranslation('events');
  const { session, signedIn, coin, userLevel } = useEventPage();
  const openSignIn = useModalStore((s) => s.openSignIn);
  const cases = useCoinCases();
  const coins = session.user?.finance.coinBalance ?? 0;
  return (
    <div className={styles.page}>
      <div className={styles.wallet} style={{ ['--coin-color' as string]: coin.color }}>
        <span className={styles.walletLabel}>{t('spend.balance')}</span>
        <span className={styles.walletValue} data-testid="event-coin-balance">
          <img src={coin.icon} alt={t('coins')} width={24} height={24} /> {formatCoins(signedIn ? coins : 0)}
        </span>
        {!signedIn && (
          <Button onClick={() => openSignIn('login')} data-testid="coin-signin">
            {t('pass.signIn')}
          </Button>
        )}
      </div>
      <section aria-labelledby="coin-cases-title">
        <h2 id="coin-cases-title" className={styles.blockTitle}>
          {t('spend.title')}
        </h2>
        <p className={styles.muted}>{t('spend.hint')}</p>
        <CaseGrid cases={cases.data} loading={cases.isLoading} coinIcon={coin.icon} userLevel={userLevel} gated testId="coin-cases" />
      </section>
      <OtherWays />
    </div>
  );
}
