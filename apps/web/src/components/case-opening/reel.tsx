import type { DropItem } from '@tastydrop/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ItemTile } from '../ui/item-tile';
import { rarityStyle } from '../ui/rarity';
import { buildReelStrip, REEL_LANDING_INDEX, type ReelDrop } from '../../lib/reel-strip';
import styles from './reel.module.css';

/** Fast at first, then a long ease-out that settles on the winner. */
const REEL_EASING = 'cubic-bezier(0.06, 0.72, 0.14, 1)';
/** How far from the card's centre the reel may stop, as a share of the card width (still on the card). */
const LANDING_SPREAD = 0.6;

interface ReelProps {
  drops: readonly ReelDrop[];
  winner: DropItem;
  durationMs: number;
  compact?: boolean;
  onStop: () => void;
}

/** One horizontal reel: spins through random case drops and stops exactly on the won item, which then glows. */
export function Reel({ drops, winner, durationMs, compact, onStop }: ReelProps) {
  // Built once per reel: a refetch of the case must not reshuffle a spinning strip.
  const [strip] = useState(() => buildReelStrip(drops, winner));
  const [stopped, setStopped] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const stopRef = useRef(onStop);
  useEffect(() => {
    stopRef.current = onStop;
  });

  useLayoutEffect(() => {
    const card = track.current?.children[REEL_LANDING_INDEX] as HTMLElement | undefined;
    if (!viewport.current || !track.current || !card) return;
    const spread = (Math.random() - 0.5) * card.offsetWidth * LANDING_SPREAD;
    const offset = card.offsetLeft + card.offsetWidth / 2 - viewport.current.clientWidth / 2 + spread;
    const animation = track.current.animate([{ transform: 'translateX(0)' }, { transform: `translateX(${-offset}px)` }], {
      duration: durationMs,
      easing: REEL_EASING,
      fill: 'forwards',
    });
    animation.onfinish = () => {
      setStopped(true);
      stopRef.current();
    };
    return () => animation.cancel();
  }, [durationMs]);

  return (
    <div
      ref={viewport}
      className={[styles.reel, compact && styles.compact, stopped && styles.stopped].filter(Boolean).join(' ')}
      data-testid="reel"
      data-state={stopped ? 'stopped' : 'spinning'}
      aria-hidden
    >
      <span className={styles.marker} />
      <ul ref={track} className={styles.track}>
        {strip.map((item, index) => {
          const winning = index === REEL_LANDING_INDEX;
          return (
            <li
              key={index}
              className={[styles.card, winning && stopped && styles.winner].filter(Boolean).join(' ')}
              style={rarityStyle(item.rarity)}
              data-testid={winning ? 'reel-winner' : undefined}
            >
              <ItemTile image={item.image} rarity={item.rarity} glow={winning && stopped} />
              {!compact && <span className={styles.name}>{item.name}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
