import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { claimReload, isChunkLoadError } from '../../../lib/reload-guard';
import { session } from '../../../lib/storage';
import styles from './admin.module.css';

/**
 * The console page's error element, in the console's own texts (the site's error page and its texts are not in the
 * console's download). A page chunk that failed to load (a new deploy) reloads once per RELOAD_GUARD_TTL_MS, as on
 * the site.
 */
export function ConsoleErrorPage() {
  const { t } = useTranslation('admin');
  const chunkFailed = isChunkLoadError(useRouteError());
  useEffect(() => {
    if (chunkFailed && claimReload(session())) window.location.reload();
  }, [chunkFailed]);
  return (
    <div className={styles.gate}>
      <div className={styles.gateCard} role="alert">
        <p>{t('gate.pageError')}</p>
        <div className={styles.row}>
          <Button variant="primary" size="s" onClick={() => window.location.reload()}>
            {t('gate.reload')}
          </Button>
          <a className={buttonClass({ variant: 'secondary', size: 's' })} href="/">
            {t('gate.toSite')}
          </a>
        </div>
      </div>
    </div>
  );
}
