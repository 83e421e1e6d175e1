import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { RichText } from '../../../components/ui/rich-text';
import { paths } from '../../../config/paths';
import { useCookieConsentStore } from '../../../stores/cookie-consent-store';
import styles from './cookie-consent.module.css';

/**
 * The cookie consent bar; acceptance is remembered in this browser. On phones it is one compact row
 * above the bottom menu (short text, small button) and the page leaves room for it, so it never
 * covers a game or its result.
 */
export function CookieConsent() {
  const { t } = useTranslation('shell');
  const accepted = useCookieConsentStore((s) => s.accepted);
  const accept = useCookieConsentStore((s) => s.accept);
  if (accepted) return null;

  return (
    <section className={styles.bar} aria-label={t('cookies.label')}>
      <p className={styles.text}>
        <span className={styles.full}>
          <RichText text={t('cookies.text')} components={{ policy: <a href={paths.cookies} target="_blank" rel="noopener noreferrer" /> }} />
        </span>
        <span className={styles.short}>
          <RichText text={t('cookies.short')} components={{ policy: <a href={paths.cookies} target="_blank" rel="noopener noreferrer" /> }} />
        </span>
      </p>
      <Button className={styles.accept} onClick={accept} data-testid="cookie-accept">
        {t('cookies.accept')}
      </Button>
    </section>
  );
}
