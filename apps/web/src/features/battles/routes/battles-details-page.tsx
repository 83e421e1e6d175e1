import { BATTLE_DEFAULT_MAX_ROUNDS, BATTLE_SEATS } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import styles from './battles-pages.module.css';

const RULES = ['create', 'join', 'start', 'rounds', 'winner', 'tie', 'crazy', 'cancel'] as const;
const FAIRNESS = ['hash', 'client', 'roll', 'reveal', 'check'] as const;

/** /battles/details: how battles work and how every round can be checked. */
export default function BattlesDetailsPage() {
  const { t } = useTranslation('battles');
  return (
    <div className={`${styles.panel} ${styles.prose}`}>
      <h2 className={styles.heading}>{t('details.rulesTitle')}</h2>
      <ol>
        {RULES.map((key) => (
          <li key={key}>{t(`details.rules.${key}`, { max: BATTLE_DEFAULT_MAX_ROUNDS, seats: BATTLE_SEATS })}</li>
        ))}
      </ol>
      <h3>{t('details.fairTitle')}</h3>
      <ol>
        {FAIRNESS.map((key) => (
          <li key={key}>{t(`details.fair.${key}`)}</li>
        ))}
      </ol>
      <p>
        <code>{t('details.formula')}</code>
      </p>
      <p>
        <ButtonLink to={paths.fairInstructions} variant="secondary">
          {t('details.toInstructions')}
        </ButtonLink>
      </p>
    </div>
  );
}
