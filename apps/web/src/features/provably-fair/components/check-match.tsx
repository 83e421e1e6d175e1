import { Icon } from '../../../components/ui/icons';
import styles from './fair.module.css';

/** A recomputed value agreeing (or not) with what the opening stored. */
export function CheckMatch({ ok, text }: { ok: boolean; text: string }) {
  return (
    <span className={ok ? styles.ok : styles.bad} data-testid="check-match">
      <Icon name={ok ? 'check' : 'alert'} size={14} />
      {text}
    </span>
  );
}
