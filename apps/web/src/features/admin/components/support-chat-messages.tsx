import type { SupportConsoleMessage } from '@tastydrop/domain';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { consoleAttachmentUrl } from '../../../lib/api/endpoints/admin-support';
import { chatTime } from '../utils/support-chat-cache';
import { SUPPORT_NS } from '../utils/support-texts';
import styles from './admin.module.css';
import chat from './support-chats.module.css';

interface SupportChatMessagesProps {
  messages: readonly SupportConsoleMessage[];
  /** The player's read mark: support's messages up to it show as read. */
  playerLastReadId: number;
  guest: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  onOlder: () => void;
}

/** A conversation's history, oldest first, kept scrolled to the newest message as messages arrive. */
export function SupportChatMessages({ messages, playerLastReadId, guest, hasOlder, loadingOlder, olderFailed, onOlder }: SupportChatMessagesProps) {
  const { t } = useTranslation(SUPPORT_NS);
  const box = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);
  const authorName = (m: SupportConsoleMessage) => {
    if (m.author === 'player') return guest ? t('view.guest') : t('view.player');
    if (m.author === 'system') return t('view.system');
    return m.operatorLogin ?? t('view.operator');
  };
  return (
    <div ref={box} className={chat.messages} role="log" aria-live="polite" data-testid="support-chat-messages">
      {hasOlder && (
        <Button variant="secondary" size="xs" className={chat.older} onClick={onOlder} disabled={loadingOlder} data-testid="support-chat-older">
          {t('view.older')}
        </Button>
      )}
      {olderFailed && <p className={`${styles.error} ${chat.older}`}>{t('view.olderFailed')}</p>}
      {messages.length === 0 && <p className={chat.note}>{t('view.empty')}</p>}
      {messages.map((m) => (
        <div
          key={m.id}
          className={`${chat.message} ${m.author === 'operator' ? chat.fromSupport : ''} ${m.author === 'system' ? chat.fromSystem : ''}`}
          data-testid={`support-chat-message-${m.author}`}
        >
          <span className={chat.meta}>{authorName(m)}</span>
          {m.attachment && (
            <a href={consoleAttachmentUrl(m.attachment.id)} target="_blank" rel="noreferrer" className={chat.picture} aria-label={t('view.openPicture')}>
              <img src={consoleAttachmentUrl(m.attachment.id)} width={m.attachment.width} height={m.attachment.height} alt={t('view.picture')} loading="lazy" />
            </a>
          )}
          {m.text && <p className={chat.text}>{m.text}</p>}
          <span className={chat.meta}>
            {chatTime(m.createdAt)}
            {m.author !== 'player' && m.id <= playerLastReadId && ` · ${t('view.read')}`}
          </span>
        </div>
      ))}
    </div>
  );
}
