import type { CaseDrop, CaseOpenResponse } from '@tastydrop/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Reel } from './reel';
import styles from './reel.module.css';

/** One opening as the reels and the result show it. */
export interface Opening {
  /** Distinguishes consecutive openings (reels start afresh for each). */
  id: number;
  opened: CaseOpenResponse;
  count: number;
}

/** About five seconds of spin; stacked reels stop one after another. */
const SPIN_MS = 5000;
const STAGGER_MS = 220;
const MAX_STAGGER_STEPS = 4;
/** How long the winners glow on the stopped reels before the result shows. */
const WIN_GLOW_MS = 1100;
/** More reels than this get the compact look. */
const FULL_REELS = 2;

interface ReelsProps {
  opening: Opening;
  drops: readonly CaseDrop[];
  onDone: (opening: Opening) => void;
}

/** One reel per won item, spinning together; when all have stopped and glowed, the result follows. */
export function Reels({ opening, drops, onDone }: ReelsProps) {
  const { t } = useTranslation('cases');
  const won = opening.opened.drops;
  const stoppedCount = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const skip = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The Open button is gone: keyboard focus moves to the one control left.
    skip.current?.focus({ preventScroll: true });
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const onStop = () => {
    stoppedCount.current += 1;
    if (stoppedCount.current === won.length) timer.current = setTimeout(() => onDone(opening), WIN_GLOW_MS);
  };

  return (
    <div className={styles.stage} data-testid="reels">
      <p className={styles.status} aria-live="polite">
        {t('reel.spinning', { count: won.length })}
      </p>
      <div className={styles.stack}>
        {won.map((drop, index) => (
          <Reel
            key={`${opening.id}-${drop.inventoryItemId}`}
            drops={drops}
            winner={drop}
            durationMs={SPIN_MS + Math.min(index, MAX_STAGGER_STEPS) * STAGGER_MS}
            compact={won.length > FULL_REELS}
            onStop={onStop}
          />
        ))}
      </div>
      <Button ref={skip} variant="ghost" size="s" className={styles.skip} onClick={() => onDone(opening)} data-testid="reel-skip">
        {t('reel.skip')}
      </Button>
    </div>
  );
}
