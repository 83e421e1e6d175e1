import { useTranslation } from 'react-i18next';
import type { BattleSort } from '../types';
import styles from './sort-switch.module.css';

const SORTS: BattleSort[] = ['date', 'price'];

/** The list's sort options: date or price. */
export function SortSwitch({ value, onChange }: { value: BattleSort; onChange: (sort: BattleSort) => void }) {
  const { t } = useTranslation('battles');
  return (
    <div className={styles.switch} role="radiogroup" aria-label={t('sort.label')}>
      {SORTS.map((sort) => (
        <button
          key={sort}
          type="button"
          role="radio"
          aria-checked={value === sort}
          className={[styles.option, value === sort && styles.active].filter(Boolean).join(' ')}
          onClick={() => onChange(sort)}
          data-testid={`battles-sort-${sort}`}
        >
          {t(`sort.${sort}`)}
        </button>
      ))}
    </div>
  );
}
