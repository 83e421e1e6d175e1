import { toWire } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../components/ui/price-tag';
import { countWithin, THRESHOLD_PRESETS, type Threshold } from '../utils/quick-sale';
import styles from './quick-sale.module.css';

interface ThresholdPickerProps {
  items: readonly { id: number; price: number }[];
  value: Threshold;
  disabled: boolean;
  onChange: (threshold: Threshold) => void;
}

/** The price presets, each with how many items it takes; choosing one chooses those items afresh. */
export function ThresholdPicker({ items, value, disabled, onChange }: ThresholdPickerProps) {
  const { t } = useTranslation('quick-sale');
  return (
    <div className={styles.presets} role="group" aria-label={t('thresholdLabel')} data-testid="quick-sale-thresholds">
      {THRESHOLD_PRESETS.map((preset) => {
        const name = preset === null ? t('all') : t('upTo', { price: formatPrice(toWire(preset), 'GOLD') });
        const count = countWithin(items, preset);
        return (
          <button
            key={preset ?? 'all'}
            type="button"
            className={styles.preset}
            aria-pressed={preset === value}
            aria-label={t('presetLabel', { preset: name, count })}
            disabled={disabled}
            onClick={() => onChange(preset)}
            data-testid={`quick-sale-threshold-${preset ?? 'all'}`}
          >
            <span>{name}</span>
            <span className={styles.presetCount} aria-hidden>
              {count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
