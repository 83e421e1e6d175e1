import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { usePublishContent, useRollbackContent, type CONTENT_PUBLISH } from '../api/events-content';
import { EVENTS_NS } from '../utils/events-texts';
import { fromLocalInput, toLocalInput, type ContentIssue } from '../utils/content-form';
import styles from './admin.module.css';
import local from './content.module.css';
import { ReasonAction } from './reason-action';
import { RowsTable } from './rows-table';

/** A refused call's explanation, or nothing. */
export function ApiErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation(EVENTS_NS);
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {isApiError(error) ? t(error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}
    </p>
  );
}

/** The form's problems, each explained once. */
export function IssueList({ issues }: { issues: ContentIssue[] }) {
  const { t } = useTranslation(EVENTS_NS);
  if (issues.length === 0) return null;
  const shown = [...new Map(issues.map((i) => [`${i.key}:${i.key === 'invalid' ? i.path : ''}`, i])).values()];
  return (
    <ul className={local.issues} role="alert" data-testid="content-issues">
      {shown.map((i) => (
        <li key={`${i.key}:${i.path}`}>{t(`issues.${i.key}`, { field: fieldName(t, i.path) })}</li>
      ))}
    </ul>
  );
}

function fieldName(t: (key: string) => string, path: string): string {
  const parts = path.split('.');
  const key = [...parts].reverse().find((p) => Number.isNaN(Number(p))) ?? path;
  const row = parts.find((p) => !Number.isNaN(Number(p)));
  return row === undefined ? t(`fields.${key}`) : `${t(`fields.${key}`)} #${Number(row) + 1}`;
}

/** A moment field: shown in the browser's time zone, kept as the ISO moment it was while unchanged. */
export function MomentField({ label, value, onChange, hint, testId }: { label: string; value: string | null; onChange: (iso: string | null) => void; hint?: string; testId?: string }) {
  return (
    <label className={local.field}>
      <span>{label}</span>
      <input className={styles.input} type="datetime-local" value={toLocalInput(value)} onChange={(e) => onChange(fromLocalInput(e.target.value, value))} data-testid={testId} />
      {hint && <span className={local.hint}>{hint}</span>}
    </label>
  );
}

export function TextField({ label, value, onChange, testId, type = 'text' }: { label: string; value: string; onChange: (v: string) => void; testId?: string; type?: string }) {
  return (
    <label className={local.field}>
      <span>{label}</span>
      <input className={styles.input} type={type} inputMode={type === 'number' ? 'decimal' : undefined} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
    </label>
  );
}

/** The editor's state as the server sent it: what the bar saves and publishes, and whether it still may. */
export interface ContentEditorState {
  id: number;
  running: boolean;
  ended: boolean;
  draft: unknown;
}

interface PublishBarProps<C> {
  kind: keyof typeof CONTENT_PUBLISH;
  editor: ContentEditorState;
  /** The form's content, or null while the form has problems. */
  content: C | null;
  /** The kind's draft save. */
  save: { mutate: (draft: { id: number; content: C }) => void; isPending: boolean; isSuccess: boolean; error: unknown };
}

/** Saving a draft and publishing it as the next version, with what that means for players. */
export function PublishBar<C>({ kind, editor, content, save }: PublishBarProps<C>) {
  const { t } = useTranslation(EVENTS_NS);
  const publish = usePublishContent();
  const [note, setNote] = useState('');
  const { id, running, ended } = editor;
  const hasDraft = editor.draft !== null;
  if (ended) return <p className={styles.muted}>{t('ended')}</p>;
  return (
    <div className={styles.panel} data-testid="content-publish">
      {running && <p className={styles.muted}>{t('running')}</p>}
      <div className={local.bar}>
        <Button variant="secondary" size="s" disabled={!content || save.isPending} onClick={() => {
            if (content) save.mutate({ id, content });
          }} data-testid="content-save-draft">
          {t('saveDraft')}
        </Button>
        <input className={`${styles.input} ${styles.grow}`} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} placeholder={t('fields.note')} aria-label={t('fields.note')} />
        <Button
          variant="primary"
          size="s"
          disabled={!hasDraft || publish.isPending}
          onClick={() => publish.mutate({ kind, id, note: note.trim() })}
          data-testid="content-publish-button"
        >
          {t('publish')}
        </Button>
      </div>
      {!content && <p className={styles.error}>{t('fixFirst')}</p>}
      <p className={styles.muted} data-testid="content-draft-state">
        {hasDraft ? t('hasDraft') : t('noDraft')}
      </p>
      {save.isSuccess && hasDraft && !publish.data && <p className={styles.ok}>{t('draftSaved')}</p>}
      {publish.data && (
        <p className={styles.ok} data-testid="content-published">
          {t('published', { version: publish.data.version })}
        </p>
      )}
      <ApiErrorText error={save.error ?? publish.error} />
    </div>
  );
}

/** The versions of one event, leaderboard or pass, each but the live one restorable as a new version. */
export function VersionList({ versions }: { versions: { id: number; createdAt: string; note: string; actorId: number | null; rolledBackFrom: number | null }[] }) {
  const { t } = useTranslation(EVENTS_NS);
  const rollback = useRollbackContent();
  const live = versions[0]?.id;
  return (
    <section className={styles.panel}>
      <h2 className={styles.panelTitle}>{t('versions')}</h2>
      <p className={styles.muted}>{live === undefined ? t('noVersion') : t('liveVersion', { version: live })}</p>
      <RowsTable
        rows={versions}
        columns={['id', 'createdAt', 'note', 'actorId', 'rolledBackFrom']}
        csvName="content-versions"
        testId="content-versions"
        cell={(column, row) =>
          column !== 'note' ? undefined : row.rolledBackFrom !== null ? t('rolledBack', { version: row.rolledBackFrom }) : row.actorId === null && !row.note ? t('baseline') : undefined
        }
        actions={(row) => (Number(row.id) === live ? null : <ReasonAction label={t('rollback')} onConfirm={(reason) => rollback.mutate({ id: Number(row.id), reason })} busy={rollback.isPending} testId={`rollback-${String(row.id)}`} />)}
      />
      <ApiErrorText error={rollback.error} />
    </section>
  );
}
