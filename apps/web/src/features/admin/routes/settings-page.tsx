import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useSetMaintenance, useSiteSwitches } from '../api/site-switches';
import styles from '../components/admin.module.css';

/** Site switches: maintenance mode with the message players see (state-changing game calls answer 503 meanwhile). */
export default function SettingsPage() {
  const { t } = useTranslation('admin');
  const switches = useSiteSwitches();
  const save = useSetMaintenance();
  const [on, setOn] = useState(false);
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (switches.data) {
      setOn(switches.data.maintenance);
      setMessage(switches.data.maintenanceMessage);
    }
  }, [switches.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length >= 3) save.mutate({ on, message: message.trim(), reason: reason.trim() }, { onSuccess: () => setReason('') });
  };
  return (
    <>
      <h1 className={styles.title}>{t('settings.title')}</h1>
      {switches.isPending ? (
        <div className={styles.skeleton} />
      ) : (
        <form className={styles.panel} onSubmit={submit}>
          <h2 className={styles.panelTitle}>{t('settings.maintenance')}</h2>
          <p className={styles.muted} style={{ marginBottom: 8 }}>
            {t('settings.maintenanceHint')}
          </p>
          <label className={styles.row} style={{ marginBottom: 8 }}>
            <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} data-testid="console-maintenance" />
            {t('settings.maintenanceOn')}
          </label>
          <div className={styles.row}>
            <input className={`${styles.input} ${styles.grow}`} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={500} placeholder={t('settings.message')} aria-label={t('settings.message')} />
            <input className={`${styles.input} ${styles.grow}`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} placeholder={t('common.reasonHint')} aria-label={t('common.reason')} />
            <Button type="submit" variant="primary" size="s" disabled={save.isPending || reason.trim().length < 3}>
              {t('settings.save')}
            </Button>
          </div>
          {save.isSuccess && <p className={styles.muted}>{t('player.actionDone')}</p>}
          {save.error && <p className={styles.error}>{isApiError(save.error) ? t(save.error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}</p>}
        </form>
      )}
    </>
  );
}
