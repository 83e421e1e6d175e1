import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EVENT_TABS, EventContent, type EventEditor } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { useEventEditor, useSaveEventDraft } from '../api/events-content';
import styles from '../components/admin.module.css';
import { ContentEditorFrame } from '../components/content-editor-frame';
import { IssueList, MomentField, PublishBar, TextField } from '../components/content-editor-parts';
import local from '../components/content.module.css';
import { EventHeaderPreview } from '../components/event-header-preview';
import { contentIssues, numberOf } from '../utils/content-form';
import { EVENTS_NS } from '../utils/events-texts';

interface EventFields {
  title: string;
  subtitle: string;
  startsAt: string | null;
  endsAt: string | null;
  cases: { slug: string; coinPrice: string }[];
  activeTabs: EventContent['activeTabs'];
  rafflePrizes: string;
  raffleDrawAt: string | null;
}

const formOf = (c: EventContent): EventFields => ({
  ...c,
  cases: c.cases.map((x) => ({ slug: x.slug, coinPrice: x.coinPrice === null ? '' : String(x.coinPrice) })),
  rafflePrizes: c.rafflePrizes.join(', '),
});

const contentOf = (f: EventFields) => ({
  ...f,
  cases: f.cases.map((x) => ({ slug: x.slug.trim(), coinPrice: x.coinPrice.trim() === '' ? null : numberOf(x.coinPrice) })),
  rafflePrizes: f.rafflePrizes
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((v) => numberOf(v)),
});

/** The event's fields, checked as the server checks them, with the header preview and the publish bar. */
export function EventForm({ editor }: { editor: EventEditor }) {
  const { t } = useTranslation(EVENTS_NS);
  const save = useSaveEventDraft();
  const [form, setForm] = useState(() => formOf(editor.draft ?? editor.live));
  const { content, issues } = contentIssues(EventContent, contentOf(form));
  const setCase = (i: number, patch: Partial<EventFields['cases'][number]>) => setForm({ ...form, cases: form.cases.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const toggleTab = (tab: (typeof EVENT_TABS)[number]) =>
    setForm({ ...form, activeTabs: form.activeTabs.includes(tab) ? form.activeTabs.filter((x) => x !== tab) : EVENT_TABS.filter((x) => x === tab || form.activeTabs.includes(x)) });
  return (
    <>
      <EventHeaderPreview title={form.title} subtitle={form.subtitle} startsAt={form.startsAt} endsAt={form.endsAt} tabs={form.activeTabs} prizes={content?.rafflePrizes.length ?? 0} />
      <section className={styles.panel} data-testid="event-form">
        <div className={local.fields}>
          <TextField label={t('fields.title')} value={form.title} onChange={(title) => setForm({ ...form, title })} testId="event-title" />
          <TextField label={t('fields.subtitle')} value={form.subtitle} onChange={(subtitle) => setForm({ ...form, subtitle })} />
          <MomentField label={t('fields.startsAt')} value={form.startsAt} onChange={(startsAt) => setForm({ ...form, startsAt })} testId="event-starts" />
          <MomentField label={t('fields.endsAt')} value={form.endsAt} onChange={(endsAt) => setForm({ ...form, endsAt })} testId="event-ends" />
          <MomentField label={t('fields.raffleDrawAt')} hint={t('fields.raffleDrawAtHint')} value={form.raffleDrawAt} onChange={(raffleDrawAt) => setForm({ ...form, raffleDrawAt })} />
          <TextField label={t('fields.rafflePrizes')} value={form.rafflePrizes} onChange={(rafflePrizes) => setForm({ ...form, rafflePrizes })} />
        </div>
        <h3 className={styles.panelTitle}>{t('fields.activeTabs')}</h3>
        <div className={styles.row} style={{ marginBottom: 12 }}>
          {EVENT_TABS.map((tab) => (
            <label key={tab} className={styles.row}>
              <input type="checkbox" checked={form.activeTabs.includes(tab)} onChange={() => toggleTab(tab)} />
              <span>{t(`tabNames.${tab}`)}</span>
            </label>
          ))}
        </div>
        <h3 className={styles.panelTitle}>{t('fields.cases')}</h3>
        <div className={local.list}>
          {form.cases.map((c, i) => (
            <div key={i} className={local.listRow}>
              <TextField label={t('fields.caseSlug')} value={c.slug} onChange={(slug) => setCase(i, { slug })} />
              <TextField label={`${t('fields.coinPrice')} (${t('fields.coinPriceHint')})`} value={c.coinPrice} onChange={(coinPrice) => setCase(i, { coinPrice })} type="number" />
              <Button variant="secondary" size="xs" onClick={() => setForm({ ...form, cases: form.cases.filter((_, j) => j !== i) })}>
                {t('remove')}
              </Button>
            </div>
          ))}
          <div>
            <Button variant="secondary" size="xs" onClick={() => setForm({ ...form, cases: [...form.cases, { slug: '', coinPrice: '' }] })}>
              {t('addCase')}
            </Button>
          </div>
        </div>
        <IssueList issues={issues} />
      </section>
      <PublishBar kind="event" editor={editor} content={content} save={save} />
    </>
  );
}

/** One event: its dates, cases, tabs and raffle, edited as a draft and published as a version. */
export default function EventEditorPage() {
  const { t } = useTranslation(EVENTS_NS);
  const id = Number(useParams().id);
  const query = useEventEditor(id);
  return (
    <ContentEditorFrame
      query={query}
      header={(editor) => (
        <>
          <Link to="/admin/content">{t('back')}</Link>
          <h1 className={styles.title}>
            {editor.live.title} <span className={styles.muted}>({editor.slug})</span>
          </h1>
          <p>
            <Link to={`/admin/events/${id}/pass`}>{t('editPass')}</Link>
          </p>
        </>
      )}
      form={(editor) => <EventForm editor={editor} />}
    />
  );
}
