import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import styles from './mode-tiles.module.css';

const MODES: { id: string; to: string; icon: IconName; name: string; tone: string }[] = [
  { id: 'battles', to: paths.battles, icon: 'battles', name: 'nav.battles', tone: 'var(--rarity-ancient)' },
  { id: 'upgrades', to: paths.upgrades, icon: 'upgrades', name: 'nav.upgrades', tone: 'var(--rarity-arcana)' },
  { id: 'contracts', to: paths.contracts, icon: 'contracts', name: 'nav.contracts', tone: 'var(--rarity-mythical)' },
  { id: 'daily', to: paths.dailyCases, icon: 'daily', name: 'nav.dailyCases', tone: 'var(--accent)' },
  { id: 'newCases', to: paths.eventNewCases, icon: 'sparkle', name: 'nav.newCases', tone: 'var(--event)' },
  { id: 'top', to: paths.top, icon: 'top', name: 'nav.top', tone: 'var(--rarity-ultra)' },
];

/** The game modes of the site, each a link to its page. */
export function ModeTiles() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="modes-title">
      <h2 id="modes-title" className={styles.title}>
        {t('home.sectionsTitle')}
      </h2>
      <ul className={styles.grid}>
        {MODES.map((mode) => (
          <li key={mode.id}>
            <Link to={mode.to} className={styles.tile} style={{ '--tone': mode.tone } as CSSProperties}>
              <span className={styles.icon}>
                <Icon name={mode.icon} size={24} />
              </span>
              <span className={styles.name}>{tc(mode.name)}</span>
              <span className={styles.text}>{t(`home.tiles.${mode.id}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
