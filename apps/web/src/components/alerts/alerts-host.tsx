import { ALERT_LIFETIME_MS } from '@tastydrop/domain';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlertsStore, type AlertType } from '../../stores/alerts-store';
import { Icon, type IconName } from '../ui/icons';
import { TOP_LAYER_EVENT } from '../ui/top-layer';
import styles from './alerts-host.module.css';

const ICONS: Record<AlertType, IconName> = { success: 'check', error: 'alert', info: 'info' };

/**
 * The alert stack (top right, centred on phones); each alert leaves after ALERT_LIFETIME_MS. It lives in the
 * browser's top layer as a manual popover, raised again whenever a modal dialog opens, so alerts are never
 * hidden under a dialog's backdrop.
 */
export function AlertsHost() {
  const { t } = useTranslation();
  const alerts = useAlertsStore((s) => s.alerts);
  const dismiss = useAlertsStore((s) => s.dismiss);
  const ref = useRef<HTMLOListElement>(null);
  const any = alerts.length > 0;

  useEffect(() => {
    const stack = ref.current;
    if (!stack || typeof stack.showPopover !== 'function') return;
    const open = () => stack.matches(':popover-open');
    if (any && !open()) stack.showPopover();
    if (!any && open()) stack.hidePopover();
    const raise = () => {
      if (!open()) return;
      stack.hidePopover();
      stack.showPopover();
    };
    window.addEventListener(TOP_LAYER_EVENT, raise);
    return () => window.removeEventListener(TOP_LAYER_EVENT, raise);
  }, [any]);

  return (
    <ol ref={ref} popover="manual" className={styles.stack} aria-live="polite" aria-relevant="additions" data-testid="alerts">
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
