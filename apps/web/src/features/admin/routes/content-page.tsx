import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EventContent } from '@tastydrop/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useConsoleEvents, useConsoleLeaderboards, useCreateEvent } from '../api/events-content';
import styles from '../components/admin.module.css';
import { ApiErrorText, IssueList, MomentField, TextField } from '../components/content-editor-parts';
import local from '../components/content.module.css';
import { RowsTable } from '../components/rows-table';
import { contentIssues } from '../utils/content-form';
import { EVENTS_NS } from '../utils/events-texts';

const TABS = ['events', 'leaderboards'] as const;

function NewEventForm() {
  const { t } = useTranslation(EVENTS_NS);
  const create = useCreateEvent();
  const navigate = useNavigate();
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [endsAt, setEndsAt] = useState<string | null>(null);
  const touched = Boolean(title || startsAt || endsAt);
  const { content, issues } = contentIssues(EventContent, { title, subtitle: '', startsAt, endsAt, cases: [], activeTabs: ['NewCases', 'TastyBattlePass', 'Top'], rafflePrizes: [], raffleDrawAt: null });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content || !/^[a-z0-9][a-z0-9-]*$/.test(slug)) return;
    create.mutate({ slug, content }, { onSuccess: (r) => void navigate(`/admin/events/${r.id}`) });
  };
  return (
    <form className={styles.panel} onSubmit={submit} data-testid="new-event">
      <h2 className={styles.panelTitle}>{t('newEvent')}</h2>
      <div className={local.fields}>
        <TextField label={t('fields.slug')} value={slug} onChange={(v) => setSlug(v.trim().toLowerCase())} />
        <TextField label={t('fields.title')} value={title} onChange={setTitle} />
        <MomentField label={t('fields.startsAt')} value={startsAt} onChange={setStartsAt} />
        <MomentField label={t('fields.endsAt')} value={endsAt} onChange={setEndsAt} />
      </div>
      {touched && <IssueList issues={issues} />}
      <Button type="submit" variant="primary" size="s" disabled={!content || !slug || create.isPending}>
        {t('create')}
      </Button>
      <ApiErrorText error={create.error} />
    </form>
  );
}

function EventsTab() {
  const { t } = useTranslation(EVENTS_NS);
  const events = useConsoleEvents();
  return (
    <>
      <section className={styles.panel}>
        <RowsTable
          rows={events.data}
          loading={events.isPending}
          error={Boolean(events.error)}
          columns={['id', 'slug', 'title', 'startsAt', 'endsAt', 'status', 'cases', 'draft', 'passDraft']}
          csvName="events"
          testId="console-events"
          cell={(column, row) => (column === 'status' ? t(`status.${String(row.status)}`) : undefined)}
          actions={(row) => (
            <div className={styles.row}>
              <ButtonLink variant="secondary" size="xs" to={`/admin/events/${String(row.id)}`} data-testid={`edit-event-${String(row.slug)}`}>
                {t('edit')}
              </ButtonLink>
              <ButtonLink variant="secondary" size="xs" to={`/admin/events/${String(row.id)}/pass`} data-testid={`edit-pass-${String(row.slug)}`}>
                {t('editPass')}
              </ButtonLink>
            </div>
          )}
        />
      </section>
      <NewEventForm />
    </>
  );
}

function LeaderboardsTab() {
  const { t } = useTranslation(EVENTS_NS);
  const boards = useConsoleLeaderboards();
  return (
    <section className={styles.panel}>
      <RowsTable
        rows={boards.data}
        loading={boards.isPending}
        error={Boolean(boards.error)}
        columns={['id', 'slug', 'type', 'title', 'startsAt', 'endsAt', 'status', 'places', 'draft']}
        csvName="leaderboards"
        testId="console-leaderboards"
        cell={(column, row) => (column === 'status' ? t(`status.${String(row.status)}`) : column === 'type' ? t(`periods.${String(row.type)}`) : undefined)}
        actions={(row) =>
          row.status === 'ended' ? null : (
            <ButtonLink variant="secondary" size="xs" to={`/admin/leaderboards/${String(row.id)}`} data-testid={`edit-board-${String(row.slug)}`}>
              {t('edit')}
            </ButtonLink>
          )
        }
      />
    </section>
  );
}

/** Events and leaderboards: the lists, a new event, and links to each editor. */
export default function ContentPage() {
  const { t } = useTranslation(EVENTS_NS);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'events';
  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.tabs} role="tablist">
        {TABS.map((x) => (
          <Button key={x}  role="tab" aria-selected={tab === x} variant="secondary" size="s" active={tab === x} onClick={() => setParams({ tab: x })} data-testid={`content-tab-${x}`}>
            {t(`tabs.${x}`)}
          </Button>
        ))}
      </div>
      {tab === 'events' ? <EventsTab /> : <LeaderboardsTab />}
    </>
  );
}
