import { CS_EXTERIORS, exteriorOfFloat, shareToPercent } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import styles from './wear-float.module.css';

interface WearFloatProps {
  value: number;
  /** `full` adds the exterior's name and a bar with the value's place from 0 to 1. */
  variant?: 'compact' | 'full';
  className?: string;
}

/** The wear float of a CS skin with its exterior (FN…BS); `compact` fits an item card. */
export function WearFloat({ value, variant = 'compact', className }: WearFloatProps) {
  const { t } = useTranslation('common');
  const exterior = exteriorOfFloat(value);
  const text = value.toFixed(10);
  return (
    <span
      className={[styles.wear, variant === 'full' && styles.full, className].filter(Boolean).join(' ')}
      title={t('wear.title', { exterior: t(`wear.exterior.${exterior}`), value: text })}
      data-testid="wear-float"
      data-float={value}
    >
      <span className={styles.code}>{exterior}</span>
      <span className={styles.value}>{text}</span>
      {variant === 'full' && (
        <>
          <span className={styles.name}>{t(`wear.exterior.${exterior}`)}</span>
          <span className={styles.bar} aria-hidden>
            {CS_EXTERIORS.map((e) => (
              <span key={e.code} className={styles.band} style={{ flexGrow: e.max - e.min }} data-code={e.code} />
            ))}
            <span className={styles.marker} style={{ left: `${shareToPercent(value)}%` }} />
          </span>
        </>
      )}
    </span>
  );
}
