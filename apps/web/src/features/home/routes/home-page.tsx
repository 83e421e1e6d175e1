import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { ModeTiles } from '../components/mode-tiles';
import styles from './home-page.module.css';

/** The main page under the hero: the case showcase (arrives with the cases issue) and the game modes. */
export default function HomePage() {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.page}>
      <EmptyState
        icon="gift"
        title={t('home.casesTitle')}
        text={t('home.casesText')}
        actions={
          <>
            <ButtonLink to={paths.dailyCases}>{t('actions.daily')}</ButtonLink>
            <ButtonLink to={paths.fairInstructions} variant="secondary">
              {t('actions.instructions')}
            </ButtonLink>
          </>
        }
      />
      <ModeTiles />
    </div>
  );
}
