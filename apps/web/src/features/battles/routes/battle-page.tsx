import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/get-me';
import { useBattle, type BattleView } from '../api/get-battle';
import { useCaseDrops } from '../api/get-case-drops';
import { BattleArena } from '../components/battle-arena';
import { BattleBar } from '../components/battle-bar';
import { EmojiBar } from '../components/emoji-bar';
import { RoundStrip } from '../components/round-strip';
import { TeamSelectModal } from '../components/team-select-modal';
import { WaitingControls } from '../components/waiting-controls';
import { WinnerReveal } from '../components/winner-reveal';
import { useBattleEmojis } from '../hooks/use-battle-emojis';
import { useBattlesFeed } from '../hooks/use-battles-feed';
import { useJoin } from '../hooks/use-join';
import { useRoundClock } from '../hooks/use-round-clock';
import { useRoundInView } from '../hooks/use-round-in-view';
import { useSpectating } from '../hooks/use-spectating';
import { battleFlowMessage } from '../utils/flow-message';
import { inviteOf } from '../utils/share-link';
import { choosesTeam } from '../utils/team-seats';
import { teamOfSeat } from '@tastydrop/domain';
import { battleStake } from '../utils/totals';
import styles from '../components/battle-page.module.css';

function BattleScreen({ battle, invite }: { battle: BattleView; invite: string | undefined }) {
  const userId = useSession().user?.userId ?? null;
  const clock = useRoundClock(battle);
  const drops = useCaseDrops(battle.cases);
  const emojis = useBattleEmojis(battle.ulid);
  const watching = useSpectating(battle.ulid, battle.status !== 'cancelled', invite);
  const { join, pending } = useJoin();
  const { t } = useTranslation('battles');
  // A signed-in player joining a 2v2 from a seat picks the side first, that seat's side offered first.
  const [choosing, setChoosing] = useState<number | null>(null);
  const me = battle.members.find((m) => m.user.id === userId) ?? null;
  // At stake from the start: the seats' prices, not the drops landed so far (zero before the first one lands).
  const value = battleStake(battle);
  const revealed = battle.status === 'finished' && clock.over;
  const flow = battleFlowMessage({ status: battle.status, joining: pending, starting: false, clock });
  // On a phone the running round is brought onto the first screen, for the players and for a spectator.
  const arena = useRef<HTMLDivElement>(null);
  useRoundInView(battle.status === 'started' || (battle.status === 'finished' && !clock.over), arena);

  return (
    <div className={styles.page} data-testid="battle-page" data-status={battle.status} data-landed={clock.landed}>
      <BattleBar battle={battle} round={clock.round} countdownMs={clock.countdownMs} value={value} spectators={Math.max(battle.spectators, watching ?? 0)} />
      <RoundStrip cases={battle.cases} round={clock.round} landed={clock.landed} />
      {flow && (
        <p className={styles.flow} role="status" data-testid="battle-flow" data-flow={flow}>
          {t(`flow.${flow}`)}
        </p>
      )}
      {battle.status === 'created' && <WaitingControls battle={battle} userId={userId} />}
      {battle.status === 'cancelled' && (
        <EmptyState
          icon="close"
          title={t('battle.cancelledTitle')}
          text={t('battle.cancelledText')}
          testId="battle-cancelled"
          actions={<ButtonLink to={paths.battles}>{t('actions.toList')}</ButtonLink>}
        />
      )}
      {revealed && <WinnerReveal battle={battle} userId={userId} />}
      {battle.status !== 'cancelled' && (
        <BattleArena
          ref={arena}
          battle={battle}
          clock={clock}
          userId={userId}
          drops={drops}
          emojis={emojis.shown}
          joining={pending}
          onJoin={(seat) => (userId !== null && choosesTeam(battle) ? setChoosing(teamOfSeat(battle.mode, seat)) : join(battle, seat, invite))}
        />
      )}
      {choosing !== null && battle.status === 'created' && (
        <TeamSelectModal
          battle={battle}
          suggested={choosing}
          onClose={() => setChoosing(null)}
          onPick={(seat) => {
            setChoosing(null);
            join(battle, seat, invite);
          }}
        />
      )}
      {me && (battle.status === 'created' || battle.status === 'started') && <EmojiBar battleUlid={battle.ulid} onSent={emojis.add} />}
    </div>
  );
}

/** /battles/{battleId}: a battle live, round by round, in step with the server's schedule. */
export default function BattlePage() {
  const { t } = useTranslation('battles');
  const { battleId = '' } = useParams();
  const invite = inviteOf(useSearchParams()[0]);
  const userId = useSession().user?.userId ?? null;
  useBattlesFeed();
  const battle = useBattle(battleId, invite, userId);

  if (battle.isPending) {
    return (
      <div className={styles.page} aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={96} />
        <Skeleton height={64} />
        <div className={styles.arena} data-seats={2}>
          <Skeleton height={360} />
          <Skeleton height={360} />
        </div>
      </div>
    );
  }
  if (battle.isError) {
    return (
      <EmptyState
        icon="battles"
        title={t('battle.notFoundTitle')}
        text={t('battle.notFoundText')}
        testId="battle-not-found"
        actions={<ButtonLink to={paths.battles}>{t('actions.toList')}</ButtonLink>}
      />
    );
  }
  return <BattleScreen battle={battle.data} invite={invite} />;
}
