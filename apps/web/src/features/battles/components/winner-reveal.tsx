import { formatAmount } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { pushAlert } from '../../../stores/alerts-store';
import { useCreateBattle } from '../api/create-battle';
import { useSellBattle } from '../api/sell-battle';
import type { Battle } from '../types';
import { battleErrorAlert } from '../utils/battle-error';
import { winnerSeats } from '../utils/totals';
import styles from './battle-page.module.css';

interface WinnerRevealProps {
  battle: Battle;
  userId: number | null;
}

/** The end of a battle: who won what, selling the winnings, playing the same battle again, checking it. */
export function WinnerReveal({ battle, userId }: WinnerRevealProps) {
  const { t } = useTranslation('battles');
  const navigate = useNavigate();
  const sell = useSellBattle();
  const again = useCreateBattle();
  const [sold, setSold] = useState(false);
  const seats = winnerSeats(battle.mode, battle.winnerTeam);
  const winners = battle.members.filter((m) => seats.includes(m.seat));
  const iWon = userId !== null && winners.some((m) => m.user.id === userId);
  const iPlayed = userId !== null && battle.members.some((m) => m.user.id === userId);

  const playAgain = () =>
    again.mutate(
      { cases: battle.cases.map((c) => ({ id: c.id, count: c.count })), mode: battle.mode, crazy: battle.crazy, isPrivate: battle.isPrivate },
      {
        onSuccess: (ulid) => void navigate(paths.battle(ulid)),
        onError: (error) => pushAlert({ type: 'error', ...battleErrorAlert(error, 'create', t) }),
      },
    );

  return (
    <section className={[styles.reveal, iWon && styles.revealWon].filter(Boolean).join(' ')} data-testid="battle-winner" aria-live="polite">
      <Icon name="top" size={36} />
      <h2 className={styles.revealTitle}>
        {iWon ? t('winner.you') : iPlayed ? t('winner.lost') : t('winner.title', { count: winners.length })}
      </h2>
      <p className={styles.revealNames}>
        {t('winner.by', { count: winners.length })} <span data-testid="battle-winner-names">{winners.map((w) => w.user.nickname).join(', ')}</span>
      </p>
      <p className={styles.revealSum}>
        {t('winner.sum')} <strong data-testid="battle-winner-sum">{formatAmount(battle.totalWin)} ₽</strong>
      </p>
      <div className={styles.revealActions}>
        {iWon && (
          <Button
            disabled={sold || sell.isPending}
            data-testid="battle-sell"
            onClick={() =>
              sell.mutate(battle.ulid, {
                onSuccess: () => {
                  setSold(true);
                  pushAlert({ type: 'success', title: t('winner.soldTitle'), message: t('winner.soldText') });
                },
                onError: (error) => pushAlert({ type: 'error', ...battleErrorAlert(error, 'sell', t) }),
              })
            }
          >
            {sold ? t('winner.sold') : t('winner.sell', { sum: formatAmount(battle.totalWin) })}
          </Button>
        )}
        {userId !== null && (
          <Button variant="secondary" disabled={again.isPending} onClick={playAgain} data-testid="battle-again">
            {t('winner.again', { price: formatAmount(battle.price) })}
          </Button>
        )}
        {battle.fairness.serverSeed && (
          <ButtonLink variant="ghost" to={`${paths.fairCheck}?${new URLSearchParams(battle.invite ? { battle: battle.ulid, invite: battle.invite } : { battle: battle.ulid })}`} data-testid="battle-verify">
            <Icon name="shield" size={16} />
            {t('winner.verify')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
