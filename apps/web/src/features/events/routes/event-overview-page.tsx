import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useChallenge } from '../api/get-challenge';
import { useEventCases } from '../api/get-event-cases';
import { BattlePass } from '../components/battle-pass';
import { CaseGrid } from '../components/case-grid';
import { EventFreeCases } from '../components/event-free-cases';
import { OtherWays } from '../components/other-ways';
import { RaffleSummary } from '../components/raffle-summary';
import { RewardsNotice } from '../components/rewards-notice';
import { useEventPage } from '../utils/use-event-page';
import styles from '../components/events.module.css';

const OVERVIEW_CASES = 4;

/** /event: the battle pass, the event cases, the raffle and other ways to earn. */
export default function EventOverviewPage() {
  const { t } = useTranslation('events');
  const { userId, signedIn, settings, coin, userLevel } = useEventPage();
  const pass = useChallenge(userId);
  const cases = useEventCases(OVERVIEW_CASES);
  return (
    <div className={styles.page}>
      <RewardsNotice userId={userId} />
      <BattlePass pass={pass.data} loading={pass.isLoading} signedIn={signedIn} coinIcon={coin.icon} />
      <section aria-labelledby="event-cases-title">
        <div className={styles.blockHead}>
          <h2 id="event-cases-title" className={styles.blockTitle}>
            {t('cases.title')}
          </h2>
          <ButtonLink to={paths.eventNewCases} variant="secondary" size="s">
            {t('cases.all')}
          </ButtonLink>
        </div>
        <CaseGrid cases={cases.data} loading={cases.isLoading} coinIcon={coin.icon} userLevel={userLevel} testId="event-cases" />
      </section>
      <RaffleSummary slug={settings.data?.currentEvent} userId={userId} signedIn={signedIn} />
      {settings.data?.activeTabs.includes('FreeCases') && <EventFreeCases userId={userId} signedIn={signedIn} />}
      <OtherWays />
    </div>
  );
}
