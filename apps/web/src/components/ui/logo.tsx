import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './logo.module.css';

/**
 * The site logo, always a link home. `compact` drops the word on phones; `'tablet'` drops it below desktop widths
 * too, where a busy header needs the room.
 */
export function Logo({ compact }: { compact?: boolean | 'tablet' }) {
  const { t } = useTranslation();
  const className = [styles.logo, compact && styles.compact, compact === 'tablet' && styles.compactTablet].filter(Boolean).join(' ');
  return (
    <Link to="/" className={className} aria-label={t('nav.homeLabel')}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden>
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffb13b" />
            <stop offset="1" stopColor="#ff5a1f" />
          </linearGradient>
        </defs>
        <path d="M8 20 32 7l24 13v24L32 57 8 44z" fill="url(#logo-g)" />
        <path d="M8 20l24 13 24-13M32 33v24" stroke="#151131" strokeWidth="4" fill="none" />
      </svg>
      <span className={styles.word}>
        Tasty<span className={styles.accent}>Drop</span>
      </span>
    </Link>
  );
}
