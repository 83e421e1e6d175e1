import { useTranslation } from 'react-i18next';
import type { EventContent } from '@tastydrop/domain';
import { EVENTS_NS } from '../utils/events-texts';
import local from './content.module.css';

const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
const when = (iso: string | null) => (iso && !Number.isNaN(Date.parse(iso)) ? day.format(new Date(iso)) : '…');

/** The event page's header as players would see it with the form's values: title, subtitle, dates and tabs. */
export function EventHeaderPreview({ title, subtitle, startsAt, endsAt, tabs, prizes }: { title: string; subtitle: string; startsAt: string | null; endsAt: string | null; tabs: EventContent['activeTabs']; prizes: number }) {
  const { t } = useTranslation(EVENTS_NS);
  return (
    <section aria-label={t('preview')} data-testid="event-preview">
      <p className={local.hint}>{t('preview')}</p>
      <div className={local.preview} style={{ background: 'linear-gradient(135deg, #f03573, #ff9a5c)' }}>
        <h2 className={local.previewTitle}>{title || '—'}</h2>
        {subtitle && <p className={local.previewSubtitle}>{subtitle}</p>}
        <p className={local.previewSubtitle}>{t('previewDates', { from: when(startsAt), to: when(endsAt) })}</p>
        <div className={local.chips}>
          {tabs.map((tab) => (
            <span key={tab} className={local.chip}>
              {t(`tabNames.${tab}`)}
            </span>
          ))}
          {prizes > 0 && <span className={local.chip}>{t('previewPrizes', { count: prizes })}</span>}
        </div>
      </div>
    </section>
  );
}
