import { TECHIES_MAX_MINES, TECHIES_MAX_STAKE, TECHIES_MIN_MINES, TECHIES_MIN_STAKE, TECHIES_MINE_PRESETS, toWire } from '@tastydrop/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { formatPrice } from '../../../components/ui/price-tag';
import { paths } from '../../../config/paths';
import { parseStake, scaleStake } from '../utils/stake';
import styles from './panel.module.css';

interface StakeFormProps {
  /** Wire decimal. */
  balance: number;
  stake: string;
  onStake: (text: string) => void;
  mines: number;
  onMines: (mines: number) => void;
  busy: boolean;
  onStart: (stakeKopecks: number) => void;
}

const MINE_COUNTS = Array.from({ length: TECHIES_MAX_MINES - TECHIES_MIN_MINES + 1 }, (_, i) => TECHIES_MIN_MINES + i);

/** The stake (with the balance, halve and double) and the number of mines, then the start button with the amount. */
export function StakeForm({ balance, stake, onStake, mines, onMines, busy, onStart }: StakeFormProps) {
  const { t } = useTranslation('techies');
  const stakeId = useId();
  const hintId = useId();
  const kopecks = parseStake(stake);
  const tooMuch = kopecks !== null && toWire(kopecks) > balance;
  let hint: string | null = null;
  if (kopecks === null) hint = t('stake.invalid', { min: formatPrice(toWire(TECHIES_MIN_STAKE), 'GOLD'), max: formatPrice(toWire(TECHIES_MAX_STAKE), 'GOLD') });
  else if (tooMuch) hint = t('stake.tooMuch');

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (kopecks !== null && !tooMuch) onStart(kopecks);
      }}
    >
      <div className={styles.fieldHead}>
        <label htmlFor={stakeId} className={styles.label}>
          {t('stake.label')}
        </label>
        <span className={styles.balance} data-testid="techies-balance">
          <Icon name="wallet" size={14} />
          {t('stake.balance', { amount: formatPrice(balance, 'GOLD') })}
        </span>
      </div>
      <div className={styles.stakeRow}>
        <input
          id={stakeId}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={stake}
          disabled={busy}
          aria-invalid={hint !== null}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onStake(e.target.value)}
          data-testid="techies-stake"
        />
        <button type="button" className={styles.chip} aria-label={t('stake.halfLabel')} disabled={busy} onClick={() => onStake(scaleStake(stake, 0.5))}>
          {t('stake.half')}
        </button>
        <button type="button" className={styles.chip} aria-label={t('stake.doubleLabel')} disabled={busy} onClick={() => onStake(scaleStake(stake, 2))}>
          {t('stake.double')}
        </button>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint} role="status">
          {hint}
          {tooMuch && (
            <ButtonLink to={paths.refill} size="xs" variant="secondary">
              {t('stake.refill')}
            </ButtonLink>
          )}
        </p>
      )}
      <div className={styles.fieldHead}>
        <label htmlFor={`${stakeId}-mines`} className={styles.label}>
          {t('mines.label')}
        </label>
        <select id={`${stakeId}-mines`} className={styles.select} value={mines} disabled={busy} onChange={(e) => onMines(Number(e.target.value))} aria-label={t('mines.select')} data-testid="techies-mines">
          {MINE_COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.presets} role="group" aria-label={t('mines.presets')}>
        {TECHIES_MINE_PRESETS.map((n) => (
          <button key={n} type="button" className={styles.chip} aria-pressed={mines === n} disabled={busy} onClick={() => onMines(n)} data-testid={`techies-mines-${n}`}>
            {n}
          </button>
        ))}
      </div>
      <Button type="submit" size="l" block disabled={busy || hint !== null} data-testid="techies-start">
        <Icon name="lightning" size={20} />
        {busy ? t('controls.starting') : kopecks === null ? t('controls.play') : t('controls.start', { amount: formatPrice(toWire(kopecks), 'GOLD') })}
      </Button>
    </form>
  );
}
