import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LeaderboardContent, type LeaderboardEditor } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { useLeaderboardEditor, useSaveLeaderboardDraft } from '../api/events-content';
import styles from '../components/admin.module.css';
import { ContentEditorFrame } from '../components/content-editor-frame';
import { IssueList, MomentField, PublishBar, TextField } from '../components/content-editor-parts';
import local from '../components/content.module.css';
import { contentIssues, numberOf } from '../utils/content-form';
import { EVENTS_NS } from '../utils/events-texts';

type Prize = { place: string; itemId: string };

/** A period's title, dates and prize table, checked as the server checks them (places 1…n, real items). */
export function LeaderboardForm({ editor }: { editor: LeaderboardEditor }) {
  const { t } = useTranslation(EVENTS_NS);
  const save = useSaveLeaderboardDraft();
  const start = editor.draft ?? editor.live;
  const [title, setTitle] = useState(start.title);
  const [startsAt, setStartsAt] = useState<string | null>(start.startsAt);
  const [endsAt, setEndsAt] = useState<string | null>(start.endsAt);
  const [prizes, setPrizes] = useState<Prize[]>(() => start.prizes.map((p) => ({ place: String(p.place), itemId: String(p.itemId) })));
  const { content, issues } = contentIssues(LeaderboardContent, { title, startsAt, endsAt, prizes: prizes.map((p) => ({ place: numberOf(p.place), itemId: numberOf(p.itemId) })) });
  const setPrize = (i: number, patch: Partial<Prize>) => setPrizes(prizes.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <>
      <section className={styles.panel} data-testid="leaderboard-form">
        <p className={styles.muted}>
          {t(`periods.${editor.type}`)} · {editor.slug}
        </p>
        <div className={local.fields}>
          <TextField label={t('fields.title')} value={title} onChange={setTitle} />
          <MomentField label={t('fields.startsAt')} value={startsAt} onChange={setStartsAt} />
          <MomentField label={t('fields.endsAt')} value={endsAt} onChange={setEndsAt} />
        </div>
        <h3 className={styles.panelTitle}>{t('fields.prizes')}</h3>
        <div className={local.list}>
          {prizes.map((p, i) => (
            <div key={i} className={local.listRow}>
              <TextField label={t('fields.place')} value={p.place} onChange={(place) => setPrize(i, { place })} type="number" testId={`prize-place-${i}`} />
              <TextField label={t('fields.itemId')} value={p.itemId} onChange={(itemId) => setPrize(i, { itemId })} type="number" testId={`prize-item-${i}`} />
              <Button variant="secondary" size="xs" onClick={() => setPrizes(prizes.filter((_, j) => j !== i))}>
                {t('remove')}
              </Button>
            </div>
          ))}
          <div>
            <Button variant="secondary" size="xs" onClick={() => setPrizes([...prizes, { place: String(prizes.length + 1), itemId: '' }])}>
              {t('addPlace')}
            </Button>
          </div>
        </div>
        <IssueList issues={issues} />
      </section>
      <PublishBar kind="leaderboard" editor={editor} content={content} save={save} />
    </>
  );
}

/** One leaderboard period, edited as a draft and published as a version. */
export default function LeaderboardEditorPage() {
  const { t } = useTranslation(EVENTS_NS);
  const query = useLeaderboardEditor(Number(useParams().id));
  return (
    <ContentEditorFrame
      query={query}
      header={(editor) => (
        <>
          <Link to="/admin/content?tab=leaderboards">{t('back')}</Link>
          <h1 className={styles.title}>{editor.live.title}</h1>
        </>
      )}
      form={(editor) => <LeaderboardForm editor={editor} />}
    />
  );
}
