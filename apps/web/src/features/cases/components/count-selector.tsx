import { useTranslation } from 'react-i18next';
import { OPEN_COUNTS } from '../utils/open-counts';
import styles from './open-controls.module.css';

interface CountSelectorProps {
  value: number;
  onChange: (count: number) => void;
  isDisabled: (count: number) => boolean;
}

/** x1…x5 as a radio group (arrow keys move between counts); counts the balance can't pay are disabled. */
export function CountSelector({ value, onChange, isDisabled }: CountSelectorProps) {
  const { t } = useTranslation('cases');
  return (
    <fieldset className={styles.counts}>
      <legend className="visually-hidden">{t('page.count')}</legend>
      {OPEN_COUNTS.map((count) => (
        <label key={count} className={styles.count}>
          <input
            type="radio"
            name="open-count"
            value={count}
            checked={value === count}
            disabled={isDisabled(count)}
            onChange={() => onChange(count)}
            data-testid={`count-${count}`}
          />
          <span>×{count}</span>
        </label>
      ))}
    </fieldset>
  );
}
