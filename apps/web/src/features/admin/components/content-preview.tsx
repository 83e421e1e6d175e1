import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../utils/content-texts';
import styles from './content-editor.module.css';

/** What a player would get from the edited promo code or offer, and what looks wrong with it. */
export function ContentPreview({ preview, testId }: { preview: { lines: readonly string[]; warnings: readonly string[] }; testId: string }) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <section className={styles.preview} data-testid={testId} aria-label={t('preview.title')}>
      <p className={styles.groupTitle}>{t('preview.title')}</p>
      <ul>
        {preview.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {preview.warnings.length > 0 && (
        <ul className={styles.warning} data-testid={`${testId}-warnings`}>
          {preview.warnings.map((w) => (
            <li key={w}>⚠ {w}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
