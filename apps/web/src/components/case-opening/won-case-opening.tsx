import type { CaseOpenResponse } from '@tastydrop/domain';
import { useMemo, useState } from 'react';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { useCaseDrops, useSellWonItem } from '../../lib/case-opening';
import { Modal } from '../ui/modal';
import { Skeleton } from '../ui/skeleton';
import { OpenResult } from './open-result';
import { Reels, type Opening } from './reels';
import styles from './reel.module.css';

interface WonCaseOpeningProps {
  /** The opened case's slug: its drops fill the reel. */
  caseName: string;
  title: string;
  opened: CaseOpenResponse;
  onClose: () => void;
}

/**
 * An open made away from the case page (daily case, free case, event gift): the same reels and result
 * screen as a paid open, in a dialog. Reduced motion, or a case whose drops cannot load, goes straight to the result.
 */
export function WonCaseOpening({ caseName, title, opened, onClose }: WonCaseOpeningProps) {
  const reducedMotion = useReducedMotion();
  const drops = useCaseDrops(caseName);
  const sell = useSellWonItem();
  const [spinning, setSpinning] = useState(!reducedMotion);
  const opening = useMemo<Opening>(() => ({ id: 1, opened, count: opened.drops.length }), [opened]);

  let body;
  if (spinning && drops.data && drops.data.length > 0) body = <Reels opening={opening} drops={drops.data} onDone={() => setSpinning(false)} />;
  else if (spinning && drops.isPending) body = <Skeleton height={160} />;
  else body = <OpenResult opened={opened} onKeep={onClose} onSell={sell.mutateAsync} />;

  return (
    <Modal title={title} onClose={onClose} wide testId="won-case-opening">
      <div className={styles.dialogBody} data-phase={spinning && !drops.isError ? 'spinning' : 'result'}>
        {body}
      </div>
    </Modal>
  );
}
