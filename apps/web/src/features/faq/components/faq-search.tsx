import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './faq-search.module.css';

interface FaqSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function FaqSearch({ value, onChange }: FaqSearchProps) {
  const { t } = useTranslation('faq');
  const id = useId();
  return (
    <div className={styles.search} role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4.5 4.5" />
      </svg>
      <input
        id={id}
        className={styles.input}
        type="search"
        value={value}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button type="button" className={styles.clear} aria-label={t('search.clear')} onClick={() => onChange('')}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="m7 7 10 10M17 7 7 17" />
          </svg>
        </button>
      )}
    </div>
  );
}
