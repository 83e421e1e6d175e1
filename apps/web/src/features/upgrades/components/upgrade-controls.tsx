import { useTranslation } from 'react-i18next';
import type { TicketSpan } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import styles from './upgrade-controls.module.css';

interface UpgradeControlsProps {
  presets: readonly number[];
  /** The preset the target follows, if any. */
  factor: number | null;
  onPreset: (factor: number) => void;
  reversed: boolean;
  onReversed: (reversed: boolean) => void;
  range: TicketSpan;
  /** Why the upgrade cannot run yet (a translated hint), or null when it can. */
  blocker: string | null;
  error: string | null;
  busy: boolean;
  onUpgrade: () => void;
}

/** Multiplier presets, the reversed-range toggle, the winning tickets and the upgrade button. */
export function UpgradeControls({ presets, factor, onPreset, reversed, onReversed, range, blocker, error, busy, onUpgrade }: UpgradeControlsProps) {
  const { t } = useTranslation('upgrades');
  return (
    <div className={styles.controls}>
      <div className={styles.presets} role="group" aria-label={t('controls.presets')}>
        {presets.map((p) => (
          <button
            key={p}
            type="button"
            className={styles.preset}
            aria-pressed={factor === p}
            disabled={busy}
            onClick={() => onPreset(p)}
            data-testid={`preset-${p}`}
          >
            {t('controls.factor', { x: p })}
          </button>
        ))}
      </div>
      <label className={styles.toggle}>
        <input type="checkbox" role="switch" checked={reversed} disabled={busy} onChange={(e) => onReversed(e.target.checked)} data-testid="upgrade-reversed" />
        <span className={styles.track} aria-hidden />
        <span>{t('controls.reversed')}</span>
      </label>
      <p className={styles.range} data-testid="upgrade-range">
        {range.to >= range.from ? t('controls.range', { from: range.from, to: range.to }) : t('controls.noRange')}
      </p>
      <Button size="l" block onClick={onUpgrade} disabled={Boolean(blocker) || busy} data-testid="upgrade-submit">
        <Icon name="upgrades" size={20} />
        {busy ? t('controls.upgrading') : (blocker ?? t('controls.upgrade'))}
      </Button>
      {error && (
        <p className={styles.error} role="alert" data-testid="upgrade-error">
          {error}
        </p>
      )}
    </div>
  );
}
