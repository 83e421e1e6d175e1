import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session/get-me';
import { useModalStore } from '../../../stores/modal-store';
import { useFreeCases } from '../../../lib/free-cases';
import { useMissions } from '../api/bonuses-api';
import { DailyBlock } from '../components/daily-block';
import { FreeCasesBlock } from '../components/free-cases-block';
import { MissionRow } from '../components/mission-row';
import { PwaBlock } from '../components/pwa-block';
import { WaysBlock } from '../components/ways-block';
import { useEmailConfirmation } from '../hooks/use-email-confirmation';
import styles from '../components/bonuses.module.css';

/** /bonuses: every way to earn on the site, each linking to its place, with the player's progress. */
export default function BonusesPage() {
  const { t } = useTranslation('bonuses');
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const openSignIn = useModalStore((s) => s.openSignIn);
  const missions = useMissions(signedIn);
  const free = useFreeCases(signedIn);
  useEmailConfirmation(signedIn);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{t('page.title')}</h1>
        <p>{t('page.lead')}</p>
      </header>
      <DailyBlock signedIn={signedIn} />
      {signedIn && free.data && <FreeCasesBlock cases={free.data} />}
      <section className={styles.block} aria-labelledby="missions-title">
        <h2 id="missions-title" className={styles.blockTitle}>
          {t('missions.title')}
        </h2>
        {session.status === 'loading' || (signedIn && missions.isPending) ? (
          <Skeleton height={280} />
        ) : !signedIn ? (
          <div className={styles.guest}>
            <p className={styles.muted}>{t('missions.guest')}</p>
            <Button onClick={() => openSignIn('login')}>{t('missions.signIn')}</Button>
          </div>
        ) : missions.isError || !missions.data ? (
          <div className={styles.guest}>
            <p className={styles.muted}>{t('missions.error')}</p>
            <Button onClick={() => void missions.refetch()}>{t('missions.retry')}</Button>
          </div>
        ) : (
          <ul className={styles.missions}>
            {missions.data.map((m) => (
              <MissionRow key={m.type} mission={m} userId={session.user.userId} />
            ))}
          </ul>
        )}
      </section>
      <PwaBlock signedIn={signedIn} />
      <WaysBlock />
    </div>
  );
}
