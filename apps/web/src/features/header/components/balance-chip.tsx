import type { IconName } from '../../../components/ui/icons';
import { Icon } from '../../../components/ui/icons';
import { useBalanceStore, type BalanceKind } from '../../../stores/balance-store';
import styles from './user-block.module.css';

interface BalanceChipProps {
  kind: BalanceKind;
  icon: IconName;
  text: string;
  label: string;
  format: (amount: number) => string;
  className?: string;
  testId?: string;
}

const MINUS = '\u2212';

/** One header balance with its short-lived delta (+x / −x for 1 s). */
export function BalanceChip({ kind, icon, text, label, format, className, testId }: BalanceChipProps) {
  const delta = useBalanceStore((s) => s.deltas[kind]);
  return (
    <span className={[styles.chip, className].filter(Boolean).join(' ')} title={label}>
      <Icon name={icon} size={18} className={kind === 'coins' ? styles.coinIcon : undefined} />
      <span className={styles.value} data-testid={testId} aria-label={label}>
        {text}
      </span>
      {delta && (
        <span key={delta.id} className={`${styles.delta} ${delta.amount > 0 ? styles.up : styles.down}`} aria-hidden>
          {delta.amount > 0 ? '+' : MINUS}
          {format(Math.abs(delta.amount))}
        </span>
      )}
    </span>
  );
}
