import type { SupportCannedAnswer } from '@tastydrop/domain';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@tastydrop/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useCannedAnswers, useSaveCanned } from '../api/support-chats';
import { SUPPORT_NS } from '../utils/support-texts';
import styles from './admin.module.css';
import { supportErrorText } from './support-error-text';
import chat from './support-chats.module.css';

const EMPTY = { title: '', text: '' };

/** A canned answer's title and text, for a new one or one being changed. */
function CannedForm({ initial, onDone, onCancel }: { initial: SupportCannedAnswer | null; onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation(SUPPORT_NS);
  const save = useSaveCanned();
  const [draft, setDraft] = useState(initial ? { title: initial.title, text: initial.text } : EMPTY);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: initial?.id ?? null, input: { title: draft.title.trim(), text: draft.text.trim() } },
      {
        onSuccess: () => {
          setDraft(EMPTY);
          onDone();
        },
      },
    );
  };
  return (
    <form className={chat.cannedRow} onSubmit={submit} data-testid={initial ? `support-canned-edit-${initial.id}` : 'support-canned-new'}>
      <input className={styles.input} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} maxLength={80} required aria-label={t('canned.name')} placeholder={t('canned.name')} data-testid="support-canned-title" />
      <textarea className={`${styles.input} ${chat.replyText}`} value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} maxLength={SUPPORT_MESSAGE_MAX_LENGTH} required aria-label={t('canned.text')} placeholder={t('canned.text')} data-testid="support-canned-text" />
      <div className={styles.row}>
        <Button type="submit" variant="primary" size="xs" disabled={save.isPending || !draft.title.trim() || !draft.text.trim()} data-testid="support-canned-save">
          {initial ? t('canned.save') : t('canned.add')}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="xs" onClick={onCancel}>
            {t('canned.cancel')}
          </Button>
        )}
      </div>
      {save.error && (
        <p className={styles.error} role="alert">
          {t('canned.failed', { reason: supportErrorText(t, save.error) })}
        </p>
      )}
    </form>
  );
}

/** The canned answers every support operator may put into a reply: added, changed and deleted by owners and admins. */
export function SupportCannedEditor() {
  const { t } = useTranslation(SUPPORT_NS);
  const canned = useCannedAnswers();
  const remove = useSaveCanned();
  const [editing, setEditing] = useState<number | null>(null);
  // Deleting asks once more, in place.
  const [deleting, setDeleting] = useState<number | null>(null);
  return (
    <section className={styles.panel} data-testid="support-canned">
      <h2 className={styles.panelTitle}>{t('canned.title')}</h2>
      {canned.isPending && <div className={chat.skeletonRow} aria-label={t('common.loading', { ns: 'admin' })} />}
      {canned.isError && <p className={styles.error}>{t('common.error', { ns: 'admin' })}</p>}
      {canned.data?.length === 0 && <p className={styles.muted}>{t('canned.empty')}</p>}
      {canned.data?.map((answer) =>
        editing === answer.id ? (
          <CannedForm key={answer.id} initial={answer} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
        ) : (
          <div key={answer.id} className={chat.cannedRow}>
            <strong>{answer.title}</strong>
            <span className={chat.text}>{answer.text}</span>
            <div className={styles.row}>
              <Button variant="secondary" size="xs" onClick={() => setEditing(answer.id)}>
                {t('canned.edit')}
              </Button>
              {deleting === answer.id ? (
                <>
                  <Button
                    variant="danger"
                    size="xs"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ id: answer.id, input: null }, { onSettled: () => setDeleting(null) })}
                  >
                    {t('canned.confirmDelete')}
                  </Button>
                  <Button variant="secondary" size="xs" onClick={() => setDeleting(null)}>
                    {t('canned.cancel')}
                  </Button>
                </>
              ) : (
                <Button variant="danger" size="xs" onClick={() => setDeleting(answer.id)}>
                  {t('canned.delete')}
                </Button>
              )}
            </div>
          </div>
        ),
      )}
      {remove.error && <p className={styles.error}>{t('canned.failed', { reason: supportErrorText(t, remove.error) })}</p>}
      <CannedForm initial={null} onDone={() => undefined} />
    </section>
  );
}
