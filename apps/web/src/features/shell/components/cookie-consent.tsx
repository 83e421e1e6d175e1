import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { isBoolean, local, readStored, writeStored } from '../../../lib/storage';
import styles from './cookie-consent.module.css';

const CONSENT_KEY = 'cookieConsent';

/** The cookie consent bar; acceptance is remembered in this browser. */
export function CookieConsent() {
  const { t } = useTranslation('shell');
  const [accepted, setAccepted] = useState(() => readStored(local(), CONSENT_KEY, isBoolean) === true);
  if (accepted) return null;

  const accept = () => {
    writeStored(local(), CONSENT_KEY, true);
    setAccepted(true);
  };

  return (
    <section className={styles.bar} aria-label={t('cookies.label')}>
      <p className={styles.text}>
        <Trans
          t={t}
          i18nKey="cookies.text"
          components={{ policy: <a href={paths.cookies} target="_blank" rel="noopener noreferrer" /> }}
        />
      </p>
      <Button onClick={accept} data-testid="cookie-accept">
        {t('cookies.accept')}
      </Button>
    </section>
  );
}
