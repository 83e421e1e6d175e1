import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChanceTier, TicketSpan } from '@tastydrop/domain';
import { spinRotation, winArc } from '../utils/wheel';
import styles from './upgrade-wheel.module.css';
import { formatPercent } from '../../../lib/format-percent';

/** How long the needle turns (ms); the CSS transition uses the same value. */
const SPIN_MS = 4500;

interface WheelSpin {
  id: number;
  ticket: number;
  success: boolean;
}

interface UpgradeWheelProps {
  range: TicketSpan;
  chance: number;
  tier: ChanceTier;
  spin: WheelSpin | null;
  /** Whether the needle turns (off for reduced motion). */
  animate: boolean;
  onDone: (id: number) => void;
}

const SIZE = 240;
const R = 104;
const C = 2 * Math.PI * R;

/** The ring of 100000 tickets with the winning arc; the needle turns to the server's roll. */
export function UpgradeWheel({ range, chance, tier, spin, animate, onDone }: UpgradeWheelProps) {
  const { t } = useTranslation('upgrades');
  const [rotation, setRotation] = useState(0);
  const [spun, setSpun] = useState<number | null>(null);
  const [stopped, setStopped] = useState<number | null>(null);
  // A new spin turns the needle forward from where it stands (state adjusted while rendering).
  if (spin && spin.id !== spun) {
    setSpun(spin.id);
    setRotation(spinRotation(rotation, spin.ticket));
  }

  const spinId = spin?.id ?? null;
  useEffect(() => {
    if (spinId === null) return;
    if (!animate) {
      setStopped(spinId);
      onDone(spinId);
      return;
    }
    // transitionend can be skipped (hidden tab): a timer makes sure the result shows.
    const timer = setTimeout(() => {
      setStopped(spinId);
      onDone(spinId);
    }, SPIN_MS + 400);
    return () => clearTimeout(timer);
  }, [spinId, animate, onDone]);

  const stop = () => {
    if (!spin) return;
    setStopped(spin.id);
    onDone(spin.id);
  };
  const arc = winArc(range);
  const state = !spin ? 'idle' : stopped === spin.id ? 'stopped' : 'spinning';
  const outcome = state === 'stopped' && spin ? (spin.success ? 'win' : 'lose') : null;
  const needle = { transform: `rotate(${rotation}deg)`, transitionDuration: animate && spin ? `${SPIN_MS}ms` : '0ms' } as CSSProperties;

  return (
    <div className={styles.wheel} data-testid="upgrade-wheel" data-state={state} data-tier={tier} data-outcome={outcome ?? undefined}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className={styles.ring} aria-hidden>
        <circle cx={SIZE / 2} cy={SIZE / 2} r={R} className={styles.track} />
        {arc.sweep > 0 && (
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={R}
            className={styles.arc}
            strokeDasharray={`${(arc.sweep / 360) * C} ${C}`}
            strokeDashoffset={-(arc.start / 360) * C}
            transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
          />
        )}
        {Array.from({ length: 40 }, (_, i) => (
          <line key={i} x1={SIZE / 2} y1={8} x2={SIZE / 2} y2={i % 5 === 0 ? 18 : 13} className={styles.tick} transform={`rotate(${i * 9} ${SIZE / 2} ${SIZE / 2})`} />
        ))}
      </svg>
      <div className={styles.needle} style={needle} onTransitionEnd={stop}>
        <span className={styles.tip} />
      </div>
      <div className={styles.center} aria-live="polite">
        {outcome ? (
          <strong className={styles.outcome} data-testid="upgrade-outcome">
            {t(outcome === 'win' ? 'wheel.win' : 'wheel.lose')}
          </strong>
        ) : (
          <>
            <strong className={styles.chance} data-testid="upgrade-chance">
              {t('wheel.percent', { value: formatPercent(chance) })}
            </strong>
            <span className={styles.caption}>{t('wheel.chance')}</span>
          </>
        )}
      </div>
    </div>
  );
}
