import { useEffect, useState } from 'react';
import type { BattleView } from '../api/get-battle';
import { clockOffset, msToNextTick, roundClock, type RoundClock, type ScheduleInput } from '../utils/round-clock';

function scheduleOf(battle: BattleView): ScheduleInput {
  const next = battle.schedule.nextRevealAt ? Date.parse(battle.schedule.nextRevealAt) : null;
  return {
    status: battle.status,
    totalRounds: battle.totalRounds,
    revealed: battle.rounds.length,
    roundMs: battle.schedule.roundIntervalMs,
    nextRevealAtMs: next !== null && Number.isFinite(next) ? next : null,
  };
}

/** The battle's round schedule by the server's clock, re-read exactly when a spin ends (and each countdown second). */
export function useRoundClock(battle: BattleView): RoundClock {
  const offset = clockOffset(battle.schedule.serverTime, battle.receivedAt);
  const [clock, setClock] = useState<RoundClock>(() => roundClock(scheduleOf(battle), Date.now() + offset));

  useEffect(() => {
    const input = scheduleOf(battle);
    let timer: ReturnType<typeof setTimeout> | null = null;
    const tick = () => {
      const next = roundClock(input, Date.now() + offset);
      setClock(next);
      const wait = msToNextTick(next, input.roundMs);
      // A few ms late so the next read is past the boundary.
      if (wait !== null) timer = setTimeout(tick, wait + 15);
    };
    tick();
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [battle, offset]);

  return clock;
}
