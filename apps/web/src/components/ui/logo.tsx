import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../lib/site-config';
import styles from './logo.module.css';

/** The Dota site's mark: the case. */
function DotaMark() {
  return (
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
  );
}

/** The CS site's mark: the crosshair of its app icon (public/cs/app-icon.svg). */
function CsMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden>
      <defs>
        <linearGradient id="logo-cs-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffc94a" />
          <stop offset="1" stopColor="#f07a1a" />
        </linearGradient>
      </defs>
      <g stroke="url(#logo-cs-g)" strokeWidth="4.5" strokeLinecap="round" fill="none">
        <circle cx="32" cy="32" r="17" />
        <path d="M32 7v13M32 44v13M7 32h13M44 32h13" />
      </g>
      <circle cx="32" cy="32" r="4" fill="url(#logo-cs-g)" />
    </svg>
  );
}

/**
 * The site logo, always a link home: the game's mark and name (the CS site is TastyDrop CS). `compact` drops the
 * word on phones; `'tablet'` drops it below desktop widths too, where a busy header needs the room.
 */
export function Logo({ compact }: { compact?: boolean | 'tablet' }) {
  const { t } = useTranslation();
  const { game } = useSiteConfig();
  const className = [styles.logo, compact && styles.compact, compact === 'tablet' && styles.compactTablet].filter(Boolean).join(' ');
  return (
    <Link to="/" className={className} aria-label={t('nav.homeLabel', { context: game })} data-game={game} data-testid="site-logo">
      {game === 'cs' ? <CsMark /> : <DotaMark />}
      <span className={styles.word}>
        Tasty<span className={styles.accent}>Drop</span>
        {game === 'cs' && <span className={styles.game}>CS</span>}
      </span>
    </Link>
  );
}
