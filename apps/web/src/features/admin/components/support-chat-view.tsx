import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useConversationStatus, useMarkConversationRead, useOlderMessages, useSupportConversation } from '../api/support-chats';
import { chatTime, chatWho } from '../utils/support-chat-cache';
import { SUPPORT_NS } from '../utils/support-texts';
import styles from './admin.module.css';
import { supportErrorText } from './support-error-text';
import chat from './support-chats.module.css';
import { SupportChatMessages } from './support-chat-messages';
import { SupportReplyBox } from './support-reply-box';

/** Whether the console's tab is in front (a message that arrives behind it is not read yet). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

interface SupportChatViewProps {
  id: number;
  onBack: () => void;
}

/** One conversation: who, its history, close or reopen, and the reply box; what the player wrote is marked read while shown. */
export function SupportChatView({ id, onBack }: SupportChatViewProps) {
  const { t } = useTranslation(SUPPORT_NS);
  const query = useSupportConversation(id);
  const older = useOlderMessages(id);
  const status = useConversationStatus(id);
  const { mutate: markRead } = useMarkConversationRead(id);
  const view = query.data;
  const conversation = view?.conversation;
  const lastId = view?.messages.at(-1)?.id ?? 0;
  const visible = usePageVisible();

  // Shown is read: the mark moves to the newest message whenever an unread one of the player's is on screen.
  useEffect(() => {
    if (visible && conversation && conversation.unread > 0 && lastId > conversation.operatorLastReadId) markRead(lastId);
  }, [visible, conversation, lastId, markRead]);

  const back = (
    <Button variant="secondary" size="xs" className={chat.phoneOnly} onClick={onBack}>
      {t('view.back')}
    </Button>
  );
  if (query.isPending) {
    return (
      <section className={chat.view} aria-label={t('common.loading', { ns: 'admin' })}>
        <div className={chat.viewHead}>{back}</div>
        <div className={chat.skeletonRow} />
        <div className={chat.skeletonRow} />
      </section>
    );
  }
  if (!view || !conversation) {
    return (
      <section className={chat.view}>
        <div className={chat.viewHead}>{back}</div>
        <div className={chat.note} role="alert">
          <p className={styles.error}>{t('view.error')}</p>
          <Button variant="secondary" size="xs" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      </section>
    );
  }
  const closed = conversation.status === 'closed';
  return (
    <section className={chat.view} aria-label={chatWho(conversation)} data-testid="support-chat-view">
      <header className={chat.viewHead}>
        {back}
        <h2 className={`${chat.viewTitle} ${styles.grow}`}>
          {chatWho(conversation)}
          {conversation.userId !== null && conversation.email && <span className={styles.muted}> · {conversation.email}</span>}
          <span className={styles.muted}> · {t('view.since', { date: chatTime(conversation.createdAt) })}</span>
        </h2>
        {conversation.userId !== null && (
          <ButtonLink variant="secondary" size="xs" to={`/admin/players/${conversation.userId}`} style={{ display: 'inline-flex', alignItems: 'center' }}>
            {t('view.profile')}
          </ButtonLink>
        )}
        <Button
          variant="secondary"
          size="xs"
          onClick={() => status.mutate(closed ? 'open' : 'closed')}
          disabled={status.isPending}
          data-testid={closed ? 'support-chat-reopen' : 'support-chat-close'}
        >
          {closed ? t('view.reopen') : t('view.close')}
        </Button>
      </header>
      {status.error && (
        <p className={`${styles.error} ${chat.closed}`} role="alert">
          {t('view.actionFailed', { reason: supportErrorText(t, status.error) })}
        </p>
      )}
      <SupportChatMessages
        messages={view.messages}
        playerLastReadId={conversation.playerLastReadId}
        guest={conversation.userId === null}
        hasOlder={view.hasOlder}
        loadingOlder={older.isPending}
        olderFailed={older.isError}
        onOlder={() => {
          const first = view.messages[0]?.id;
          if (first) older.mutate(first);
        }}
      />
      {closed && <p className={chat.closed}>{t('view.closedNote')}</p>}
      <SupportReplyBox conversationId={id} />
    </section>
  );
}
