import { DEFAULT_DEBOUNCE_MS, fromWire, toWire } from '@tastydrop/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './panels.module.css';

/** The search box; the filter follows the typing after a short pause. */
export function SearchFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('upgrades');
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), DEFAULT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <label className={`${styles.filter} ${styles.wide}`}>
      {t('targets.search')}
      <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('targets.searchPlaceholder')} maxLength={64} data-testid="targets-search" />
    </label>
  );
}

interface PriceFilterProps {
  label: string;
  /** Roubles, or null for no bound. */
  value: number | null;
  onChange: (value: number | null) => void;
  testId: string;
}

/** A price bound in roubles; a value set from outside (a multiplier preset) replaces what was typed. */
export function PriceFilter({ label, value, onChange, testId }: PriceFilterProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== parse(text)) setText(value === null ? '' : String(value));
  }
  return (
    <label className={styles.filter}>
      {label}
      <input
        type="text"
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.target.value.replace(/[^\d.,]/g, ''))}
        onBlur={() => onChange(parse(text))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange(parse(text));
        }}
        placeholder="—"
        data-testid={testId}
      />
    </label>
  );
}

function parse(text: string): number | null {
  const n = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(n) || n <= 0 ? null : toWire(fromWire(n));
}
