import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SupportCannedAnswer, SupportConsoleConversation, SupportInboxEvent, SupportOfficeHoursView } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { adminSupportApi } from '../../../lib/api/endpoints/admin-support';
import { applyInboxEvent, withConsoleMessages, withOlder, withRead } from '../utils/support-chat-cache';
import { consoleKeys, silent } from './console-keys';

/** The inbox's filters, the default first. */
export const INBOX_FILTERS = ['open', 'closed', 'all'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

const keys = consoleKeys.supportChat;

/** GET /api/admin/support/chats: conversations with unread messages first, then the latest. */
export function useSupportInbox(status: InboxFilter, page: number) {
  return useQuery({
    queryKey: keys.inbox(status, page),
    queryFn: ({ signal }) => callApi(adminSupportApi.inbox, { request: { status, page }, signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });
}

/** GET /api/admin/support/chats/:id: the conversation with its latest messages (realtime events keep it current). */
export function useSupportConversation(id: number) {
  return useQuery({
    queryKey: keys.conversation(id),
    queryFn: ({ signal }) => callApi(adminSupportApi.conversation, { params: { id }, request: {}, signal }),
    meta: silent,
  });
}

function updateConversation(client: QueryClient, id: number, change: (view: SupportConsoleConversation) => SupportConsoleConversation): void {
  client.setQueryData<SupportConsoleConversation>(keys.conversation(id), (view) => (view ? change(view) : view));
}

const refreshInbox = (client: QueryClient) => client.invalidateQueries({ queryKey: keys.inboxAll });

/** The page before the first loaded message, put in front of the loaded ones. */
export function useOlderMessages(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (before: number) => callApi(adminSupportApi.conversation, { params: { id }, request: { before } }),
    meta: silent,
    onSuccess: (page) => updateConversation(client, id, (view) => withOlder(view, page)),
  });
}

/** An inbox channel event: the open conversation changes in place, the list is read again (order and counts are the server's). */
export function applyInboxChannelEvent(client: QueryClient, event: SupportInboxEvent): void {
  updateConversation(client, event.conversationId, (view) => applyInboxEvent(view, event));
  void refreshInbox(client);
}

/** GET /api/admin/support/realtime: the inbox channel's grant, asked again before the console's idle limit ends it. */
export function useInboxGrant(idleMinutes: number) {
  const renewMs = Math.max(60_000, (idleMinutes * 60_000) / 2);
  return useQuery({
    queryKey: keys.realtime,
    queryFn: ({ signal }) => callApi(adminSupportApi.realtime, { signal }),
    staleTime: renewMs,
    refetchInterval: renewMs,
    meta: silent,
  });
}

/** POST /api/admin/support/chats/:id/messages: the answer shows at once; the player hears it over their channel. */
export function useReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callApi(adminSupportApi.reply, { params: { id }, request: { text } }),
    meta: silent,
    onSuccess: ({ message }) => {
      updateConversation(client, id, (view) => withConsoleMessages(view, [message]));
      void refreshInbox(client);
    },
  });
}

/** POST /api/admin/support/chats/:id/read: the operators' side saw the player's messages up to one. */
export function useMarkConversationRead(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lastMessageId: number) => callApi(adminSupportApi.read, { params: { id }, request: { lastMessageId } }),
    meta: silent,
    onMutate: (lastMessageId) => updateConversation(client, id, (view) => withRead(view, 'operator', lastMessageId)),
    onSettled: () => refreshInbox(client),
  });
}

/** POST …/close or …/reopen. */
export function useConversationStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: 'open' | 'closed') => callApi(status === 'closed' ? adminSupportApi.close : adminSupportApi.reopen, { params: { id } }),
    meta: silent,
    onSuccess: (_, status) => {
      updateConversation(client, id, (view) => ({ ...view, conversation: { ...view.conversation, status } }));
      void refreshInbox(client);
    },
  });
}

/** GET /api/admin/support/canned: every canned answer, by title. */
export function useCannedAnswers() {
  return useQuery({ queryKey: keys.canned, queryFn: ({ signal }) => callApi(adminSupportApi.canned, { signal }), staleTime: 60_000, meta: silent });
}

/** Creates (id null), changes or deletes (text null) a canned answer; owners and admins only. */
export function useSaveCanned() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: Pick<SupportCannedAnswer, 'title' | 'text'> | null }): Promise<unknown> => {
      if (input === null) return callApi(adminSupportApi.deleteCanned, { params: { id: id ?? 0 } });
      return id === null ? callApi(adminSupportApi.createCanned, { request: input }) : callApi(adminSupportApi.updateCanned, { params: { id }, request: input });
    },
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.canned }),
  });
}

/** GET /api/admin/support/hours: the week's hours and whether support works now. */
export function useOfficeHours() {
  return useQuery({ queryKey: keys.hours, queryFn: ({ signal }) => callApi(adminSupportApi.hours, { signal }), meta: silent });
}

/** POST /api/admin/support/hours. */
export function useSaveOfficeHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Pick<SupportOfficeHoursView, 'timezone' | 'days'>) => callApi(adminSupportApi.saveHours, { request: input }),
    meta: silent,
    onSuccess: (view) => client.setQueryData(keys.hours, view),
  });
}
