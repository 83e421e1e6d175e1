import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';
import { useModalStore } from '../../../stores/modal-store';
import styles from './screen.module.css';

/** Shown instead of the app to visitors without a session when SiteConfig.redirectToWelcome is on. */
export function WelcomeScreen() {
  const { t } = useTranslation('shell');
  const { game } = useSiteConfig();
  const openSignIn = useModalStore((s) => s.openSignIn);
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <Logo />
        <h1 className={styles.title}>{t('welcome.title')}</h1>
        <p className={styles.text}>{t('welcome.text', { context: game })}</p>
        <div className={styles.actions}>
          <Button size="l" onClick={() => openSignIn('login')} data-testid="signin-open">
            {t('welcome.signIn')}
          </Button>
          <Button size="l" variant="secondary" onClick={() => openSignIn('register')}>
            {t('welcome.register')}
          </Button>
        </div>
        <nav className={styles.links} aria-label={t('footer.documents')}>
          <Link to={paths.userAgreement}>{t('footer.links.agreement')}</Link>
          <Link to={paths.eventCondition}>{t('footer.links.privacy')}</Link>
          <Link to={paths.cookies}>{t('footer.links.cookies')}</Link>
          <Link to={paths.faq}>{t('footer.links.faq')}</Link>
        </nav>
      </div>
    </main>
  );
}
