import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRaffleResult } from '../api/get-raffle';
import { RaffleCountdown } from '../components/raffle-countdown';
import { RafflePrizes } from '../components/raffle-prizes';
import { RaffleSeed } from '../components/raffle-seed';
import { RaffleTickets } from '../components/raffle-tickets';
import { RaffleWinners } from '../components/raffle-winners';
import { useEventPage } from '../utils/use-event-page';
import styles from '../components/raffle.module.css';

/**
 * /event/raffle: the event's raffle. Before the draw: prizes, the committed seed hash, the countdown
 * and the player's tickets; after it: the winners by page, the revealed seed and the check in the browser.
 */
export default function EventRafflePage() {
  const { t } = useTranslation('events');
  const { userId, signedIn, settings } = useEventPage();
  const slug = settings.data?.currentEvent;
  const [page, setPage] = useState(1);
  const raffle = useRaffleResult(slug, page, userId);
  const result = raffle.data;

  if (settings.isError || raffle.isError) {
    return (
      <EmptyState
        icon="alert"
        title={t('raffle.error')}
        actions={<Button onClick={() => void (settings.isError ? settings.refetch() : raffle.refetch())}>{t('raffle.retry')}</Button>}
        testId="raffle-error"
      />
    );
  }
  if (!result) {
    return (
      <div className={styles.page} aria-busy="true" data-testid="raffle-loading">
        <Skeleton height={140} />
        <Skeleton height={220} />
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="raffle-page">
      <section className={styles.hero} aria-labelledby="raffle-title">
        <div className={styles.heroText}>
          <h2 id="raffle-title" className={styles.title}>
            {t('raffle.title')}
          </h2>
          <p className={styles.muted}>{t('raffle.lead', { count: result.prizeCount })}</p>
        </div>
        <div className={styles.heroSide}>
          {result.drawn ? (
            <span className={styles.drawnBadge} data-testid="raffle-drawn">
              {t('raffle.drawn', { date: new Date(result.drawAt).toLocaleString('ru-RU', { dateStyle: 'long', timeStyle: 'short' }) })}
            </span>
          ) : (
            <>
              <span className={styles.muted}>{t('raffle.drawIn')}</span>
              <RaffleCountdown drawAt={result.drawAt} />
            </>
          )}
        </div>
        <RaffleTickets signedIn={signedIn} result={result} />
      </section>

      <section aria-labelledby="raffle-prizes-title">
        <h3 id="raffle-prizes-title" className={styles.subTitle}>
          {t('raffle.prizes')}
        </h3>
        {result.prizes.length > 0 ? <RafflePrizes prizes={result.prizes} /> : <p className={styles.muted}>{t('raffle.noPrizes')}</p>}
      </section>

      <section aria-labelledby="raffle-winners-title">
        <h3 id="raffle-winners-title" className={styles.subTitle}>
          {t('raffle.winners')}
        </h3>
        {!result.drawn ? (
          <EmptyState icon="gift" title={t('raffle.notDrawn')} text={t('raffle.notDrawnText')} testId="raffle-empty" />
        ) : result.raffleResult.length === 0 ? (
          <EmptyState icon="gift" title={t('raffle.noEntrants')} testId="raffle-no-winners" />
        ) : (
          <RaffleWinners result={result} onPage={setPage} />
        )}
      </section>

      {slug && <RaffleSeed slug={slug} result={result} />}
    </div>
  );
}
