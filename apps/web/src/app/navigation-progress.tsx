import { LOADING_INDICATOR } from '@tastydrop/domain';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** idle: nothing; running: the bar grows over 2000 ms; done: full, then hidden after 500 ms; hidden: reset after 400 ms. */
export type IndicatorPhase = 'idle' | 'running' | 'done' | 'hidden';

/**
 * The loading indicator's phases for a busy flag: a load shorter than the 200 ms throttle shows nothing; a longer
 * one runs the bar, which on the end fills, hides 500 ms later and is reset 400 ms after that.
 */
export function useLoadingIndicator(busy: boolean): IndicatorPhase {
  const [phase, setPhase] = useState<IndicatorPhase>('idle');
  const shown = useRef(false);
  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => {
        shown.current = true;
        setPhase('running');
      }, LOADING_INDICATOR.throttleMs);
      return () => clearTimeout(timer);
    }
    if (!shown.current) return;
    shown.current = false;
    setPhase('done');
    const hide = setTimeout(() => setPhase('hidden'), LOADING_INDICATOR.hideDelayMs);
    const reset = setTimeout(() => setPhase('idle'), LOADING_INDICATOR.hideDelayMs + LOADING_INDICATOR.resetMs);
    return () => {
      clearTimeout(hide);
      clearTimeout(reset);
    };
  }, [busy]);
  return phase;
}

/** A thin bar at the top while a page (its code or its loader) is on the way. */
export function NavigationProgress() {
  const { t } = useTranslation('shell');
  const phase = useLoadingIndicator(useNavigation().state !== 'idle');
  if (phase === 'idle') return null;
  const look = { '--indicator-duration': `${LOADING_INDICATOR.durationMs}ms`, '--indicator-reset': `${LOADING_INDICATOR.resetMs}ms` } as CSSProperties;
  return <div className={`${styles.bar} ${styles[phase]}`} style={look} role="progressbar" aria-label={t('progress')} data-phase={phase} />;
}
