import { SUPPORT_MESSAGE_MAX_LENGTH } from '@tastydrop/domain';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useCannedAnswers, useReply } from '../api/support-chats';
import { SUPPORT_NS } from '../utils/support-texts';
import styles from './admin.module.css';
import { supportErrorText } from './support-error-text';
import chat from './support-chats.module.css';

/** The operator's answer: typed, or started from a canned answer, sent with the button or Ctrl+Enter. */
export function SupportReplyBox({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation(SUPPORT_NS);
  const canned = useCannedAnswers();
  const reply = useReply(conversationId);
  const [text, setText] = useState('');
  const send = () => {
    const body = text.trim();
    if (!body || reply.isPending) return;
    reply.mutate(body, { onSuccess: () => setText('') });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
  const pick = (id: string) => {
    const answer = canned.data?.find((a) => String(a.id) === id);
    if (answer) setText((current) => (current.trim() ? `${current.trimEnd()}\n${answer.text}` : answer.text));
  };
  const answers = canned.data ?? [];
  return (
    <form className={chat.reply} onSubmit={submit}>
      <textarea
        className={`${styles.input} ${chat.replyText}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKey}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        aria-label={t('reply.label')}
        placeholder={t('reply.placeholder')}
        data-testid="support-reply-text"
      />
      <div className={styles.row}>
        <select className={`${styles.select} ${styles.grow}`} value="" onChange={(e) => pick(e.target.value)} aria-label={t('reply.canned')} disabled={answers.length === 0} data-testid="support-canned-pick">
          <option value="">{answers.length === 0 ? t('reply.cannedNone') : t('reply.canned')}</option>
          {answers.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.title}
            </option>
          ))}
        </select>
        <span className={styles.muted}>{t('reply.hint')}</span>
        <Button type="submit" variant="primary" size="s" disabled={reply.isPending || !text.trim()} data-testid="support-reply-send">
          {reply.isPending ? t('reply.sending') : t('reply.send')}
        </Button>
      </div>
      {reply.error && (
        <p className={styles.error} role="alert">
          {t('reply.failed', { reason: supportErrorText(t, reply.error) })}
        </p>
      )}
    </form>
  );
}
