import type { Game } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../lib/site-config';
import styles from './project-switcher.module.css';

const ORDER: readonly Game[] = ['dota', 'cs'];

/** The sibling site switcher: this game's tab and a link to the other game's site; hidden when none is configured. */
export function ProjectSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { game, siblingSite } = useSiteConfig();
  if (!siblingSite) return null;
  return (
    <nav className={[styles.switcher, className].filter(Boolean).join(' ')} aria-label={t('projects.label')} data-testid="project-switcher">
      {ORDER.map((g) =>
        g === game ? (
          <span key={g} className={`${styles.tab} ${styles.current}`} aria-current="page">
            {t(`projects.${g}`)}
          </span>
        ) : g === siblingSite.game ? (
          <a key={g} className={styles.tab} href={siblingSite.url} title={t('projects.switchTo', { game: t(`projects.${g}`) })} data-testid="project-switcher-link">
            {t(`projects.${g}`)}
          </a>
        ) : null,
      )}
    </nav>
  );
}
