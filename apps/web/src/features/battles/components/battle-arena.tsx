import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { BattleView } from '../api/get-battle';
import type { ReelItem } from '../api/get-case-drops';
import type { ShownEmoji } from '../hooks/use-battle-emojis';
import type { BattleDrop } from '../types';
import { spinMsOf, type RoundClock } from '../utils/round-clock';
import { teamOfSeat } from '@tastydrop/domain';
import { leadingSeats, seatList, seatTotals, winnerSeats } from '../utils/totals';
import { BattleSeat } from './battle-seat';
import { SeatReel } from './seat-reel';
import styles from './battle-page.module.css';

interface BattleArenaProps {
  battle: BattleView;
  clock: RoundClock;
  userId: number | null;
  drops: ReadonlyMap<number, ReelItem[]>;
  emojis: ShownEmoji[];
  joining: boolean;
  onJoin: (seat: number) => void;
  ref?: Ref<HTMLDivElement>;
}

/** The seats side by side (1-2 left, 3-4 right), each with its reel for the round on screen. */
export function BattleArena({ battle, clock, userId, drops, emojis, joining, onJoin, ref }: BattleArenaProps) {
  const { t } = useTranslation('battles');
  const totals = seatTotals(battle.rounds, clock.landed);
  const finished = battle.status === 'finished' && clock.over;
  const leaders = finished ? [] : leadingSeats(battle.mode, battle.crazy, totals);
  const round = battle.rounds[clock.round - 1];
  const mine = userId !== null && battle.members.some((m) => m.user.id === userId);
  const seats = seatList(battle.mode, battle.members);
  const winners = winnerSeats(battle.mode, battle.winnerTeam);

  return (
    <div ref={ref} className={styles.arena} data-seats={seats.length} data-testid="battle-arena">
      {seats.map(({ seat, member }) => {
        const landed: BattleDrop[] = battle.rounds
          .filter((r) => r.round <= clock.landed)
          .flatMap((r) => r.drops.filter((d) => d.seat === seat))
          .reverse();
        const drop = round?.drops.find((d) => d.seat === seat);
        const emoji = member ? (emojis.find((e) => e.memberId === member.id)?.content ?? null) : null;
        const canJoin = battle.status === 'created' && !member && !mine;
        return (
          <BattleSeat
            key={seat}
            seat={seat}
            member={member}
            team={teamOfSeat(battle.mode, seat)}
            total={totals.get(seat) ?? 0}
            leading={leaders.includes(seat)}
            winner={finished ? winners.includes(seat) : null}
            isMe={member !== null && member.user.id === userId}
            landedDrops={landed}
            emoji={emoji}
          >
            {round && drop ? (
              <SeatReel
                key={`${clock.round}-${seat}`}
                drops={drops.get(round.caseId) ?? battle.rounds.flatMap((r) => r.drops.map((d) => ({ ...d.item, weight: 1 })))}
                winner={drop.item}
                spinMs={spinMsOf(battle.schedule.roundIntervalMs)}
                startAtMs={clock.elapsedMs}
                landed={!clock.spinning}
              />
            ) : (
              <div className={styles.seatIdle}>
                {canJoin ? (
                  <Button size="s" disabled={joining} onClick={() => onJoin(seat)} data-testid="seat-join">
                    {battle.mode === '2v2' ? t('actions.joinTeam', { team: teamOfSeat(battle.mode, seat) }) : t('actions.takeSeat')}
                  </Button>
                ) : (
                  <span>{member ? t('seat.ready') : battle.status === 'created' ? t('seat.waiting') : t('seat.none')}</span>
                )}
              </div>
            )}
          </BattleSeat>
        );
      })}
    </div>
  );
}
