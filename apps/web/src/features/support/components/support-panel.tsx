import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOlderMessages } from '../api/get-older-support-messages';
import { useMarkRead } from '../api/mark-support-read';
import { useSendMessage, useSendPicture } from '../api/send-support-message';
import { useStartChat } from '../api/start-support-chat';
import { useSupportChat } from '../api/support-chat';
import { Composer } from './composer';
import { GuestStartForm } from './guest-start-form';
import { MessageList } from './message-list';
import styles from './support-panel.module.css';

interface SupportPanelProps {
  viewer: number | 'guest';
  onClose: () => void;
}

/** The support chat: a card at the bottom right on a wide screen, a full-screen sheet on a phone. */
export default function SupportPanel({ viewer, onClose }: SupportPanelProps) {
  const { t } = useTranslation('support');
  const chat = useSupportChat(viewer, true);
  const start = useStartChat(viewer);
  const send = useSendMessage(viewer);
  const picture = useSendPicture(viewer);
  const markRead = useMarkRead(viewer);
  const older = useOlderMessages(viewer);
  const data = chat.data;
  const conversation = data?.conversation ?? null;
  const lastSupportId = data?.messages.filter((m) => m.author !== 'player').at(-1)?.id ?? 0;

  // An open panel reads what support wrote.
  const { mutate: read } = markRead;
  useEffect(() => {
    if (conversation && conversation.unread > 0 && lastSupportId > conversation.playerLastReadId) read(lastSupportId);
  }, [conversation, lastSupportId, read]);

  // Escape closes the panel.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const needsEmail = data?.guest === true && conversation === null;
  const busy = send.isPending || picture.isPending;

  return (
    <section className={styles.panel} role="dialog" aria-label={t('title')} data-testid="support-panel">
      <header className={styles.header}>
        <span className={styles.avatar}>
          <Icon name="chat" size={20} />
        </span>
        <div className={styles.heading}>
          <h2 className={styles.title}>{t('title')}</h2>
          {data && (
            <p className={styles.status} title={data.hours.text}>
              <span className={`${styles.dot} ${data.hours.open ? styles.dotOnline : ''}`} aria-hidden />
              {data.hours.open ? t('online') : `${t('offline')}. ${data.hours.text}`}
            </p>
          )}
        </div>
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('close')} data-testid="support-close">
          <Icon name="close" size={20} />
        </button>
      </header>

      {chat.isPending && (
        <div className={styles.messages} aria-label={t('loading')}>
          <Skeleton height={44} width="70%" />
          <Skeleton height={44} width="55%" className={styles.skeletonOwn} />
          <Skeleton height={60} width="75%" />
        </div>
      )}
      {chat.isError && (
        <div className={styles.center} role="alert">
          <p className={styles.note}>{t('loadError')}</p>
          <button type="button" className={styles.older} onClick={() => void chat.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {data && needsEmail && <GuestStartForm onStart={(email) => start.mutate(email)} busy={start.isPending} error={start.error} />}
      {data && !needsEmail && (
        <>
          {data.messages.length === 0 ? (
            <div className={styles.center}>
              <p className={styles.note}>{conversation?.email || data.guest ? t('empty') : t('emptyNoMail')}</p>
            </div>
          ) : (
            <MessageList
              messages={data.messages}
              operatorLastReadId={conversation?.operatorLastReadId ?? 0}
              hasOlder={data.hasOlder}
              loadingOlder={older.isPending}
              onOlder={() => older.mutate(data.messages[0]!.id)}
            />
          )}
          {conversation?.status === 'closed' && <p className={styles.closed}>{t('closedNote')}</p>}
          <Composer onText={(text) => send.mutateAsync(text)} onPicture={(file) => picture.mutateAsync(file)} busy={busy} />
        </>
      )}
    </section>
  );
}
