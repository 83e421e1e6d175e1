import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icons';
import { useSiteConfig } from '../../../lib/site-config';
import { useModalStore } from '../../../stores/modal-store';
import styles from './landing-page.module.css';

const POINTS: { id: string; icon: IconName }[] = [
  { id: 'fast', icon: 'lightning' },
  { id: 'fair', icon: 'shield' },
  { id: 'daily', icon: 'gift' },
];

/** /land1: the advertising landing page for new visitors (signed-in users are sent home). */
export default function LandingPage() {
  const { t } = useTranslation('pages');
  const { game } = useSiteConfig();
  const openSignIn = useModalStore((s) => s.openSignIn);
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('landing.title', { context: game })}</h1>
        <p className={styles.text}>{t('landing.text')}</p>
        <div className={styles.actions}>
          <Button size="l" onClick={() => openSignIn('register')}>
            {t('landing.cta')}
          </Button>
          <Button size="l" variant="secondary" onClick={() => openSignIn('login')}>
            {t('landing.login')}
          </Button>
        </div>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point.id} className={styles.point}>
              <Icon name={point.icon} size={16} />
              {t(`landing.points.${point.id}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
