import type { SupportOfficeHoursView } from '@tastydrop/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useOfficeHours, useSaveOfficeHours } from '../api/support-chats';
import { daysToForm, formToDays, type DayFormValue } from '../utils/office-hours-form';
import { SUPPORT_NS } from '../utils/support-texts';
import styles from './admin.module.css';
import { supportErrorText } from './support-error-text';
import chat from './support-chats.module.css';

function HoursForm({ hours }: { hours: SupportOfficeHoursView }) {
  const { t } = useTranslation(SUPPORT_NS);
  const save = useSaveOfficeHours();
  const [timezone, setTimezone] = useState(hours.timezone);
  const [rows, setRows] = useState<DayFormValue[]>(() => daysToForm(hours.days));
  const [invalid, setInvalid] = useState(false);
  const dayNames = t('hours.days', { returnObjects: true }) as string[];
  const setRow = (index: number, change: Partial<DayFormValue>) => setRows((current) => current.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = formToDays(rows);
    setInvalid(days === null);
    if (days) save.mutate({ timezone: timezone.trim(), days });
  };
  return (
    <form onSubmit={submit} data-testid="support-hours">
      <p className={styles.muted}>{t('hours.hint')}</p>
      <p data-testid="support-hours-now">{t('hours.now', { state: hours.open ? t('hours.online') : t('hours.offline'), text: hours.text })}</p>
      <label className={styles.row} style={{ margin: '8px 0' }}>
        {t('hours.timezone')}
        <input className={styles.input} value={timezone} onChange={(e) => setTimezone(e.target.value)} required maxLength={64} />
      </label>
      <div className={chat.hoursGrid}>
        {rows.map((row, i) => (
          <div key={i} style={{ display: 'contents' }}>
            <label className={styles.row}>
              <input type="checkbox" checked={row.open} onChange={(e) => setRow(i, { open: e.target.checked })} />
              {dayNames[i]}
            </label>
            <input className={`${styles.input} ${chat.time}`} value={row.from} onChange={(e) => setRow(i, { from: e.target.value })} disabled={!row.open} aria-label={`${dayNames[i]}, ${t('hours.from')}`} inputMode="numeric" />
            <span className={styles.muted}>—</span>
            <input className={`${styles.input} ${chat.time}`} value={row.to} onChange={(e) => setRow(i, { to: e.target.value })} disabled={!row.open} aria-label={`${dayNames[i]}, ${t('hours.to')}`} inputMode="numeric" />
          </div>
        ))}
      </div>
      <div className={styles.row} style={{ marginTop: 8 }}>
        <Button type="submit" variant="primary" size="s" disabled={save.isPending}>
          {t('hours.save')}
        </Button>
        {save.isSuccess && !invalid && <span className={styles.muted}>{t('hours.saved')}</span>}
      </div>
      {invalid && <p className={styles.error} role="alert">{t('hours.invalid')}</p>}
      {save.error && <p className={styles.error} role="alert">{t('hours.failed', { reason: supportErrorText(t, save.error) })}</p>}
    </form>
  );
}

/** The office hours outside which a player's message gets the automatic reply. */
export function SupportHoursForm() {
  const { t } = useTranslation(SUPPORT_NS);
  const hours = useOfficeHours();
  return (
    <section className={styles.panel}>
      <h2 className={styles.panelTitle}>{t('hours.title')}</h2>
      {hours.isPending && <div className={chat.skeletonRow} aria-label={t('common.loading', { ns: 'admin' })} />}
      {hours.isError && <p className={styles.error}>{t('common.error', { ns: 'admin' })}</p>}
      {hours.data && <HoursForm hours={hours.data} />}
    </section>
  );
}
