import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ItemTile } from '../../../components/ui/item-tile';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { buildReelStrip, REEL_LANDING_INDEX } from '../../../lib/reel-strip';
import type { DropItem } from '@tastydrop/domain';
import type { ReelItem } from '../api/get-case-drops';
import styles from './seat-reel.module.css';

/** Fast at first, then a long ease-out onto the server's item. */
const REEL_EASING = 'cubic-bezier(0.06, 0.72, 0.14, 1)';
/** A shorter strip than the case page's: the battle reel is small and spins every round. */
const STRIP_LENGTH = 36;
const LANDING_INDEX = Math.min(REEL_LANDING_INDEX, STRIP_LENGTH - 4);

interface SeatReelProps {
  drops: readonly ReelItem[];
  winner: DropItem;
  spinMs: number;
  /** How far into the spin the page opened (joining mid-round). */
  startAtMs: number;
  /** The spin is over: show the item at rest. */
  landed: boolean;
}

/** One seat's vertical reel for one round, landing on the item the server chose for that seat. */
export function SeatReel({ drops, winner, spinMs, startAtMs, landed }: SeatReelProps) {
  const reduced = useReducedMotion();
  const [strip] = useState(() => buildReelStrip(drops, winner, Math.random, STRIP_LENGTH, LANDING_INDEX));
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const animation = useRef<Animation | null>(null);
  const instant = reduced || landed;

  useLayoutEffect(() => {
    const card = track.current?.children[LANDING_INDEX] as HTMLElement | undefined;
    if (!viewport.current || !track.current || !card) return;
    const offset = card.offsetTop + card.offsetHeight / 2 - viewport.current.clientHeight / 2;
    const frames = [{ transform: 'translateY(0)' }, { transform: `translateY(${-offset}px)` }];
    const run = track.current.animate(frames, { duration: Math.max(1, spinMs), easing: REEL_EASING, fill: 'forwards' });
    run.currentTime = instant ? spinMs : Math.min(startAtMs, spinMs);
    animation.current = run;
    return () => run.cancel();
    // The strip is laid out once; later landing jumps to the end in the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (instant && animation.current) animation.current.finish();
  }, [instant]);

  return (
    <div
      ref={viewport}
      className={[styles.reel, landed && styles.landed].filter(Boolean).join(' ')}
      data-testid="seat-reel"
      data-state={landed ? 'landed' : 'spinning'}
      data-item={landed ? winner.name : undefined}
      aria-hidden
    >
      <span className={styles.marker} />
      <ul ref={track} className={styles.track}>
        {strip.map((item, index) => (
          <li key={index} className={[styles.card, index === LANDING_INDEX && landed && styles.winner].filter(Boolean).join(' ')}>
            <ItemTile image={item.image} rarity={item.rarity} size="m" glow={index === LANDING_INDEX && landed} />
          </li>
        ))}
      </ul>
    </div>
  );
}
