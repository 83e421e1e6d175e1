import { bonusLevelRows, formatAmount } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useDepositBonusLevels } from '../api/bonuses-api';
import styles from './bonuses.module.css';

interface Way {
  id: string;
  icon: IconName;
  to: string;
}

const WAYS: Way[] = [
  { id: 'promo', icon: 'gift', to: paths.refill },
  { id: 'deposit', icon: 'wallet', to: paths.refill },
  { id: 'offers', icon: 'secret', to: paths.offersShop },
  { id: 'battlePass', icon: 'sparkle', to: paths.event },
  { id: 'leaderboards', icon: 'top', to: paths.top },
];

/** Every other way to earn, each linking to its place; the deposit card shows the bonus levels. */
export function WaysBlock() {
  const { t } = useTranslation('bonuses');
  const levels = useDepositBonusLevels().data;
  const rows = levels ? bonusLevelRows(levels).slice(0, 4) : [];
  return (
    <section className={styles.block} aria-labelledby="ways-title">
      <h2 id="ways-title" className={styles.blockTitle}>
        {t('ways.title')}
      </h2>
      <ul className={styles.ways}>
        {WAYS.map((way) => (
          <li key={way.id}>
            <Link to={way.to} className={styles.way} data-testid={`way-${way.id}`}>
              <span className={styles.wayIcon}>
                <Icon name={way.icon} size={22} />
              </span>
              <strong>{t(`ways.${way.id}.title`)}</strong>
              <span className={styles.muted}>{t(`ways.${way.id}.text`)}</span>
              {way.id === 'deposit' && rows.length > 0 && (
                <span className={styles.levels}>
                  {rows.map((r) => (
                    <span key={r.from}>{t('ways.level', { from: formatAmount(r.from), percent: r.percent })}</span>
                  ))}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
