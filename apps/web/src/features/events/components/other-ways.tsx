import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import styles from './events.module.css';

const WAYS: { id: string; to: string; icon: IconName }[] = [
  { id: 'cases', to: paths.eventNewCases, icon: 'sparkle' },
  { id: 'battles', to: paths.battles, icon: 'battles' },
  { id: 'upgrades', to: paths.upgrades, icon: 'upgrades' },
  { id: 'contracts', to: paths.contracts, icon: 'contracts' },
  { id: 'top', to: paths.eventTop, icon: 'top' },
];

/** Other ways to earn coins and progress. */
export function OtherWays() {
  const { t } = useTranslation('events');
  return (
    <section aria-labelledby="ways-title" data-event-place="ways">
      <h2 id="ways-title" className={styles.blockTitle}>
        {t('ways.title')}
      </h2>
      <ul className={styles.ways}>
        {WAYS.map((w) => (
          <li key={w.id}>
            <Link to={w.to} className={styles.way}>
              <Icon name={w.icon} size={22} />
              <span className={styles.wayTitle}>{t(`ways.${w.id}.title`)}</span>
              <span className={styles.muted}>{t(`ways.${w.id}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
