import { formatAmount, shareToPercent } from '@tastydrop/domain';
import { alertText } from '../../../lib/alerts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Icon } from '../../../components/ui/icons';
import type { BattleMode } from '../types';
import type { CartAlert } from '../utils/cart';
import { ModeBadge } from './mode-badge';
import styles from './create-summary.module.css';

interface CreateSummaryProps {
  rounds: number;
  maxRounds: number;
  total: number;
  mode: BattleMode;
  crazy: boolean;
  isPrivate: boolean;
  alert: CartAlert;
  pending: boolean;
  /** Why creating is closed for the player (a break), or null. */
  paused: string | null;
  onMode: () => void;
  onPrivate: (value: boolean) => void;
  onCreate: () => void;
}

/** The running total of a new battle, its mode, privacy and the create button. */
export function CreateSummary(props: CreateSummaryProps) {
  const { t } = useTranslation('battles');
  const { rounds, maxRounds, total, mode, crazy, isPrivate, alert, pending, paused } = props;
  return (
    <aside className={styles.summary} aria-label={t('create.summary')}>
      <div className={styles.row}>
        <span className={styles.label}>{t('create.rounds')}</span>
        <strong data-testid="create-rounds">
          {rounds} / {maxRounds}
        </strong>
      </div>
      <div className={styles.meter} aria-hidden>
        <span style={{ width: `${Math.min(100, shareToPercent(rounds / Math.max(1, maxRounds)))}%` }} />
      </div>
      {alert && (
        <p className={styles.alert} role="alert" data-testid={`create-alert-${alert}`}>
          <Icon name="alert" size={16} />
          {alertText(`error_${alert}`, { max: maxRounds })}
        </p>
      )}
      <div className={styles.row}>
        <span className={styles.label}>{t('create.mode')}</span>
        <button type="button" className={styles.modeButton} onClick={props.onMode} data-testid="create-mode">
          <ModeBadge mode={mode} crazy={crazy} />
          <span>{t('create.changeMode')}</span>
        </button>
      </div>
      <Checkbox checked={isPrivate} onChange={(e) => props.onPrivate(e.target.checked)} data-testid="create-private">
        {t('create.private')}
      </Checkbox>
      <div className={styles.total}>
        <span className={styles.label}>{t('create.total')}</span>
        <strong data-testid="create-total">{formatAmount(total)} ₽</strong>
      </div>
      <Button size="l" block disabled={rounds === 0 || pending || paused !== null} onClick={props.onCreate} data-testid="create-submit">
        {paused ?? (pending ? t('create.creating') : t('create.submit'))}
      </Button>
      {rounds === 0 && <p className={styles.hint}>{t('create.pickHint')}</p>}
    </aside>
  );
}
