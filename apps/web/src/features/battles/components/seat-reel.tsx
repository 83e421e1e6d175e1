import { shareToPercent } from '@tastydrop/domain';
import { memo, useEffect, useRef, useState } from 'react';
import { ItemTile } from '../../../components/ui/item-tile';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { buildReelStrip } from '../../../lib/reel-strip';
import type { DropItem } from '@tastydrop/domain';
import type { ReelItem } from '../api/get-case-drops';
import styles from './seat-reel.module.css';

/** Fast at first, then a long ease-out onto the server's item. */
const REEL_EASING = 'cubic-bezier(0.06, 0.72, 0.14, 1)';
/**
 * A short strip: four seats spin every round, so every card is a picture to load and paint four times
 * over. Twenty cards pass the marker before the landing one, plenty for a fast spin in a small window.
 */
const STRIP_LENGTH = 24;
const LANDING_INDEX = 20;
/**
 * The track starts with its top edge on the marker (the window's middle) and every card is the same
 * height, so the landing card's middle is a fixed share of the track's own height: the move is a
 * percentage transform, known without measuring the page, and runs on the compositor.
 */
const LANDING_SHIFT = `${shareToPercent(-((LANDING_INDEX + 0.5) / STRIP_LENGTH)).toFixed(4)}%`;
const FRAMES: Keyframe[] = [{ transform: 'translateY(0)' }, { transform: `translateY(${LANDING_SHIFT})` }];

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
export const SeatReel = memo(function SeatReel({ drops, winner, spinMs, startAtMs, landed }: SeatReelProps) {
  const reduced = useReducedMotion();
  // One strip per round: the reel is keyed by round, so a new round draws new cards once.
  const [strip] = useState(() => buildReelStrip(drops, winner, Math.random, STRIP_LENGTH, LANDING_INDEX));
  const [start] = useState(() => startAtMs);
  const track = useRef<HTMLUListElement>(null);
  const animation = useRef<Animation | null>(null);
  const instant = reduced || landed;

  useEffect(() => {
    const list = track.current;
    if (!list || typeof list.animate !== 'function') return;
    const run = list.animate(FRAMES, { duration: Math.max(1, spinMs), easing: REEL_EASING, fill: 'forwards' });
    run.currentTime = instant ? spinMs : Math.min(start, spinMs);
    animation.current = run;
    return () => run.cancel();
    // Started once per round; landing later only jumps to the end (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (instant && animation.current) animation.current.finish();
  }, [instant]);

  return (
    <div
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
            <ItemTile image={item.image} rarity={item.rarity} size="m" loading="eager" glow={index === LANDING_INDEX && landed} />
          </li>
        ))}
      </ul>
    </div>
  );
}, sameRound);

/** A reel draws its strip once: after that only its landing (and a new winner, never within a round) changes what it shows. */
function sameRound(a: SeatReelProps, b: SeatReelProps): boolean {
  return a.landed === b.landed && a.winner.id === b.winner.id;
}
