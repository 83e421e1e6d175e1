import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import type { ConsoleRow } from '../api/console-keys';
import { useContactMessages, useReplyToMessage } from '../api/support-inbox';
import styles from './admin.module.css';
import { RowsTable } from './rows-table';

const COLUMNS = ['id', 'createdAt', 'email', 'userId', 'message', 'answeredAt'];

function ReplyForm({ row }: { row: ConsoleRow }) {
  const { t } = useTranslation('admin');
  const reply = useReplyToMessage();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length >= 3) reply.mutate({ id: Number(row.id), text: text.trim() });
  };
  if (row.answeredAt) return null;
  return (
    <form className={styles.row} onSubmit={submit}>
      <textarea className={styles.input} style={{ height: 56, minWidth: 220, paddingTop: 4 }} value={text} onChange={(e) => setText(e.target.value)} maxLength={5000} aria-label={t('support.reply')} placeholder={t('support.reply')} />
      <Button type="submit" variant="primary" size="xs" disabled={reply.isPending || text.trim().length < 3}>
        {t('support.send')}
      </Button>
      {reply.error && <span className={styles.error}>{isApiError(reply.error) ? t(reply.error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}</span>}
    </form>
  );
}

/** Messages from the contacts page with an e-mail reply and a link to the sender's player page. */
export function ContactMessagesTab() {
  const { t } = useTranslation('admin');
  const [unanswered, setUnanswered] = useState(true);
  const [page, setPage] = useState(0);
  const messages = useContactMessages(unanswered, page);
  return (
    <>
      <label className={`${styles.row} ${styles.panel}`}>
        <input
          type="checkbox"
          checked={unanswered}
          onChange={(e) => {
            setUnanswered(e.target.checked);
            setPage(0);
          }}
        />
        {t('support.unanswered')}
      </label>
      <RowsTable
        rows={messages.data}
        loading={messages.isPending}
        error={Boolean(messages.error)}
        columns={COLUMNS}
        csvName="support-messages"
        exportTable={{ table: 'support-messages' }}
        page={page}
        onPage={setPage}
        cell={(column, row) => (column === 'userId' && row.userId ? <Link to={`/admin/players/${String(row.userId)}`}>{String(row.nickname ?? row.userId)}</Link> : undefined)}
        actions={(row) => <ReplyForm row={row} />}
      />
    </>
  );
}
