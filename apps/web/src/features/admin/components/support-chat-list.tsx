import type { SupportInboxRow } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { INBOX_FILTERS, useSupportInbox, type InboxFilter } from '../api/support-chats';
import { chatTime, chatWho } from '../utils/support-chat-cache';
import { SUPPORT_NS } from '../utils/support-texts';
import styles from './admin.module.css';
import chat from './support-chats.module.css';

interface SupportChatListProps {
  filter: InboxFilter;
  onFilter: (filter: InboxFilter) => void;
  page: number;
  onPage: (page: number) => void;
  selected: number | null;
  onSelect: (id: number) => void;
  className?: string;
}

function ChatItem({ row, active, onSelect }: { row: SupportInboxRow; active: boolean; onSelect: () => void }) {
  const { t } = useTranslation(SUPPORT_NS);
  const preview = row.lastText ? `${row.lastAuthor === 'operator' ? t('list.fromOperator') : ''}${row.lastText}` : t('list.picture');
  return (
    <li>
      <button type="button" className={`${chat.item} ${active ? chat.itemActive : ''}`} onClick={onSelect} aria-current={active || undefined} data-testid={`support-chat-${row.id}`}>
        <span className={chat.who}>
          {chatWho(row)}
          {row.userId === null && ` · ${t('list.guest')}`}
        </span>
        <span className={chat.when}>{chatTime(row.lastMessageAt)}</span>
        <span className={chat.preview}>{preview}</span>
        {row.unread > 0 ? (
          <span className={chat.badge} aria-label={t('list.unread', { count: row.unread })} data-testid="support-chat-unread">
            {row.unread}
          </span>
        ) : (
          row.status === 'closed' && <span className={chat.tag}>{t('list.closed')}</span>
        )}
      </button>
    </li>
  );
}

/** The inbox: open, closed or every chat, unread ones first, each with who wrote, the last message and its time. */
export function SupportChatList({ filter, onFilter, page, onPage, selected, onSelect, className = '' }: SupportChatListProps) {
  const { t } = useTranslation(SUPPORT_NS);
  const inbox = useSupportInbox(filter, page);
  const data = inbox.data;
  return (
    <section className={`${chat.list} ${className}`} aria-label={t('list.label')} data-testid="support-chats">
      <div className={chat.listBar}>
        <div className={styles.tabs} role="tablist" aria-label={t('filter.label')} style={{ margin: 0 }}>
          {INBOX_FILTERS.map((f) => (
            <Button key={f}  role="tab" aria-selected={f === filter} variant="secondary" size="xs" active={f === filter} onClick={() => onFilter(f)}>
              {t(`filter.${f}`)}
            </Button>
          ))}
        </div>
        {data && data.unreadConversations > 0 && (
          <span className={styles.muted} data-testid="support-chats-waiting">
            {t('list.waiting', { count: data.unreadConversations })}
          </span>
        )}
      </div>
      {inbox.isPending && (
        <div aria-label={t('common.loading', { ns: 'admin' })}>
          <div className={chat.skeletonRow} />
          <div className={chat.skeletonRow} />
          <div className={chat.skeletonRow} />
        </div>
      )}
      {inbox.isError && !data && (
        <div className={chat.note} role="alert">
          <p className={styles.error}>{t('list.error')}</p>
          <Button variant="secondary" size="xs" onClick={() => void inbox.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      )}
      {data && data.rows.length === 0 && <p className={chat.note}>{filter === 'closed' ? t('list.emptyClosed') : t('list.empty')}</p>}
      {data && data.rows.length > 0 && (
        <ul className={chat.items}>
          {data.rows.map((row) => (
            <ChatItem key={row.id} row={row} active={row.id === selected} onSelect={() => onSelect(row.id)} />
          ))}
        </ul>
      )}
      {data && (page > 0 || data.hasMore) && (
        <div className={chat.listBar}>
          <Button variant="secondary" size="xs" disabled={page === 0} onClick={() => onPage(page - 1)}>
            {t('common.prev', { ns: 'admin' })}
          </Button>
          <span className={styles.muted}>{t('common.page', { ns: 'admin', page: page + 1 })}</span>
          <Button variant="secondary" size="xs" disabled={!data.hasMore} onClick={() => onPage(page + 1)}>
            {t('common.next', { ns: 'admin' })}
          </Button>
        </div>
      )}
    </section>
  );
}
