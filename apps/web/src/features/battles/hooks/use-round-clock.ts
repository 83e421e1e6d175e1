import { useEffect, useState } from 'react';
import type { BattleView } from '../api/get-battle';
import { clockOffset, msToNextTick, roundClock, type RoundClock } from '../utils/round-clock';

/** The battle's round schedule by the server's clock, re-read exactly when a spin ends or a round begins. */
export function useRoundClock(battle: BattleView): RoundClock {
  const offset = clockOffset(battle.serverTime, battle.receivedAt);
  const startedAt = battle.startedAt ? Date.parse(battle.startedAt) : null;
  const read = () => roundClock(startedAt, battle.roundMs, battle.roundsCount, battle.rounds.length, Date.now() + offset);
  const [clock, setClock] = useState<RoundClock>(read);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const tick = () => {
      const next = roundClock(startedAt, battle.roundMs, battle.roundsCount, battle.rounds.length, Date.now() + offset);
      setClock((prev) =>
        prev.round === next.round && prev.spinning === next.spinning && prev.landed === next.landed && prev.over === next.over ? prev : next,
      );
      const wait = startedAt !== null && next.round === 0 ? startedAt - (Date.now() + offset) : msToNextTick(next, battle.roundMs, battle.roundsCount);
      // A few ms late so the next read is past the boundary.
      if (wait !== null) timer = setTimeout(tick, Math.max(0, wait) + 15);
    };
    tick();
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [startedAt, offset, battle.roundMs, battle.roundsCount, battle.rounds.length]);

  return clock;
}
