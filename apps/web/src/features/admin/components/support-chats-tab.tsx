import type { SupportInboxEvent } from '@tastydrop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useChannelEvents } from '../../../hooks/use-channel-events';
import { applyInboxChannelEvent, INBOX_FILTERS, useInboxGrant, type InboxFilter } from '../api/support-chats';
import { SUPPORT_NS } from '../utils/support-texts';
import styles from './admin.module.css';
import { SupportChatList } from './support-chat-list';
import { SupportChatView } from './support-chat-view';
import chat from './support-chats.module.css';

/** Keeps the inbox and the open conversation current from the console's realtime channel. */
function InboxLive({ idleMinutes }: { idleMinutes: number }) {
  const client = useQueryClient();
  const grant = useInboxGrant(idleMinutes);
  const onEvent = useCallback((event: SupportInboxEvent) => applyInboxChannelEvent(client, event), [client]);
  useChannelEvents('supportInbox', grant.data?.channel ?? null, onEvent, grant.data?.token);
  return null;
}

/** The live chats: the list beside the open conversation (one of them on a phone); filter, page and chat in the URL. */
export function SupportChatsTab({ idleMinutes }: { idleMinutes: number }) {
  const { t } = useTranslation(SUPPORT_NS);
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('status') as InboxFilter | null;
  const filter: InboxFilter = filterParam && INBOX_FILTERS.includes(filterParam) ? filterParam : 'open';
  const page = Math.max(0, Number(params.get('page')) || 0);
  const chatParam = Number(params.get('chat'));
  const selected = Number.isInteger(chatParam) && chatParam > 0 ? chatParam : null;
  const change = (next: Record<string, string | null>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) merged.delete(key);
        else merged.set(key, value);
      }
      return merged;
    });
  return (
    <div className={chat.layout}>
      <InboxLive idleMinutes={idleMinutes} />
      <SupportChatList
        className={selected !== null ? chat.hideOnPhone : ''}
        filter={filter}
        onFilter={(f) => change({ status: f === 'open' ? null : f, page: null })}
        page={page}
        onPage={(p) => change({ page: p > 0 ? String(p) : null })}
        selected={selected}
        onSelect={(id) => change({ chat: String(id) })}
      />
      {selected !== null ? (
        <SupportChatView key={selected} id={selected} onBack={() => change({ chat: null })} />
      ) : (
        <section className={`${chat.view} ${chat.hideOnPhone}`}>
          <p className={`${chat.note} ${styles.muted}`}>{t('view.pick')}</p>
        </section>
      )}
    </div>
  );
}
