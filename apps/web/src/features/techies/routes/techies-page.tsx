import { useTranslation } from 'react-i18next';
import { SignedInOnly } from '../../../components/signed-in-only';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { GameResult } from '../components/game-result';
import { GameStatus } from '../components/game-status';
import { MineField } from '../components/mine-field';
import panel from '../components/panel.module.css';
import { RecentGames } from '../components/recent-games';
import { StakeForm } from '../components/stake-form';
import { useTechiesPlay } from '../hooks/use-techies-play';
import styles from './techies-page.module.css';

function Table({ balance }: { balance: number }) {
  const { t } = useTranslation('techies');
  const play = useTechiesPlay();
  if (play.loading) {
    return (
      <div className={styles.table} aria-busy="true">
        <Skeleton height={360} />
        <Skeleton height={360} />
      </div>
    );
  }
  if (play.loadFailed) {
    return (
      <EmptyState
        icon="alert"
        title={t('page.loadError')}
        actions={
          <Button size="l" onClick={play.retry}>
            {t('page.retry')}
          </Button>
        }
      />
    );
  }
  const { game, running } = play;
  return (
    <div className={styles.table}>
      <div className={styles.board}>
        <MineField game={game} playable={Boolean(running) && !play.busy} pending={play.pendingCell} onReveal={play.onReveal} />
        {!game && <p className={styles.idle}>{t('field.idle')}</p>}
      </div>
      <aside className={panel.panel} aria-label={t('stake.label')}>
        {running ? (
          <GameStatus game={running} busy={play.busy} onCashOut={play.onCashOut} />
        ) : (
          <>
            {game && <GameResult game={game} />}
            <StakeForm
              balance={balance}
              stake={play.stake}
              onStake={play.setStake}
              mines={play.mines}
              onMines={play.setMines}
              busy={play.starting}
              onStart={play.onStart}
            />
          </>
        )}
        {play.error && (
          <p className={panel.error} role="alert" data-testid="techies-error">
            {play.error}
          </p>
        )}
      </aside>
    </div>
  );
}

/** /sapper: the Techies mines game — stake, mines, a 5 × 5 field, cash-out at any safe step, every field verifiable. */
export default function TechiesPage() {
  const { t } = useTranslation('techies');

  const body = (
    <SignedInOnly
      guest={{ icon: 'lightning', title: t('page.guestTitle'), text: t('page.guestText'), signIn: t('page.signIn'), testId: 'techies-signin' }}
      skeletonHeight={420}
    >
      {(user) => (
        <>
          <Table balance={user.finance.balance} />
          <RecentGames />
        </>
      )}
    </SignedInOnly>
  );

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('page.title')}</h1>
        <p className={styles.lead}>{t('page.lead')}</p>
      </header>
      {body}
    </div>
  );
}
