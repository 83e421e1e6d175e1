import { BATTLE_EVENTS, type BattlesChannelEvent } from '@tastydrop/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBattleChannels } from './use-battle-channels';

/** How long an emoji stays over its seat. */
const EMOJI_SHOWN_MS = 2500;

export interface ShownEmoji {
  key: number;
  memberId: number;
  content: string;
}

/** The emojis members of this battle send (`battles_emoji_sent`), each shown for a moment over its seat. */
export function useBattleEmojis(ulid: string): { shown: ShownEmoji[]; add: (memberId: number, content: string) => void } {
  const [shown, setShown] = useState<ShownEmoji[]>([]);
  const next = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const add = useCallback((memberId: number, content: string) => {
    const key = next.current++;
    setShown((list) => [...list.filter((e) => e.memberId !== memberId), { key, memberId, content }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setShown((list) => list.filter((e) => e.key !== key));
    }, EMOJI_SHOWN_MS);
    timers.current.add(timer);
  }, []);

  const onEvent = useCallback(
    (event: BattlesChannelEvent) => {
      if (event.event === BATTLE_EVENTS.emoji && event.battleUlid === ulid) add(event.memberId, event.content);
    },
    [ulid, add],
  );
  useBattleChannels(onEvent);
  return { shown, add };
}
