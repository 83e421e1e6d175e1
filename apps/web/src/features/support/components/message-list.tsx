import type { SupportMessage } from '@tastydrop/domain';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { supportAttachmentUrl } from '../../../lib/api/endpoints/support';
import styles from './support-panel.module.css';

/** The time of a message, `14:05`, in the reader's zone. */
function messageTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });
}

interface MessageListProps {
  messages: readonly SupportMessage[];
  /** Support's read mark: the player's messages up to it show as read. */
  operatorLastReadId: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
}

/** The conversation, oldest first, kept scrolled to the newest message as messages arrive. */
export function MessageList({ messages, operatorLastReadId, hasOlder, loadingOlder, onOlder }: MessageListProps) {
  const { t } = useTranslation('support');
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);
  return (
    <div className={styles.messages} role="log" aria-live="polite" aria-label={t('title')} data-testid="support-messages">
      {hasOlder && (
        <button type="button" className={styles.older} onClick={onOlder} disabled={loadingOlder}>
          {t('older')}
        </button>
      )}
      {messages.map((m) => {
        const own = m.author === 'player';
        return (
          <div key={m.id} className={`${styles.message} ${own ? styles.own : ''} ${m.author === 'system' ? styles.system : ''}`} data-testid={`support-message-${m.author}`}>
            {!own && <span className={styles.author}>{m.author === 'system' ? t('auto') : t('team')}</span>}
            {m.attachment && (
              <a href={supportAttachmentUrl(m.attachment.id)} target="_blank" rel="noreferrer" className={styles.picture} aria-label={t('openPicture')}>
                <img src={supportAttachmentUrl(m.attachment.id)} width={m.attachment.width} height={m.attachment.height} alt={t('picture')} loading="lazy" />
              </a>
            )}
            {m.text && <p className={styles.text}>{m.text}</p>}
            <span className={styles.meta}>
              {messageTime(m.createdAt)}
              {own && m.id <= operatorLastReadId && ` · ${t('read')}`}
            </span>
          </div>
        );
      })}
      <div ref={end} />
    </div>
  );
}
