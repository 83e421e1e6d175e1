import { ALERT_LIFETIME_MS } from '@tastydrop/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlertsStore, type AlertType } from '../../stores/alerts-store';
import { Icon, type IconName } from '../ui/icons';
import styles from './alerts-host.module.css';

const ICONS: Record<AlertType, IconName> = { success: 'check', error: 'alert', info: 'info' };

/** The alert stack (top right, centred on phones); each alert leaves after ALERT_LIFETIME_MS. */
export function AlertsHost() {
  const { t } = useTranslation();
  const alerts = useAlertsStore((s) => s.alerts);
  const dismiss = useAlertsStore((s) => s.dismiss);
  return (
    <ol className={styles.stack} aria-live="polite" aria-relevant="additions">
      {alerts.map((alert) => (
        <li
          key={alert.id}
          className={`${styles.alert} ${styles[alert.type]}`}
          role={alert.type === 'error' ? 'alert' : 'status'}
          style={{ '--life': `${ALERT_LIFETIME_MS}ms` } as CSSProperties}
        >
          <Icon name={ICONS[alert.type]} className={styles.icon} />
          <span className={styles.text}>
            <span className={styles.title}>{alert.title}</span>
            {alert.message && <span className={styles.message}>{alert.message}</span>}
          </span>
          <button type="button" className={styles.close} onClick={() => dismiss(alert.id)} aria-label={t('actions.close')}>
            <Icon name="close" size={16} />
          </button>
        </li>
      ))}
    </ol>
  );
}
