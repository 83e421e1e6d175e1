import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SupportChat, SupportSent } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { supportApi } from '../../../lib/api/endpoints/support';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/get-me';
import { withMessages, withPlayerRead } from '../utils/chat-cache';

/** Whose chat this browser shows: the signed-in player's, or the guest's (by the conversation cookie); null while the session loads. */
export function useChatViewer(): number | 'guest' | null {
  const session = useSession();
  if (session.status === 'loading') return null;
  return session.user?.userId ?? 'guest';
}

/** GET /v1/support/chat: the conversation, its latest messages and the office hours. */
export function supportChatQuery(viewer: number | 'guest') {
  return queryOptions({
    queryKey: queryKeys.support.chat(viewer),
    queryFn: () => callApi(supportApi.chat, { request: {} }),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useSupportChat(viewer: number | 'guest', enabled: boolean) {
  return useQuery({ ...supportChatQuery(viewer), enabled });
}

/** Writes a change into the cached chat (realtime events and the answers of the calls below). */
export function updateChat(client: QueryClient, viewer: number | 'guest', change: (chat: SupportChat) => SupportChat): void {
  client.setQueryData<SupportChat>(queryKeys.support.chat(viewer), (chat) => (chat ? change(chat) : chat));
}

/** Adds what a send wrote; the first message of a player creates the conversation, which the chat then reads. */
function useSentInto(viewer: number | 'guest') {
  const client = useQueryClient();
  return (sent: SupportSent) => {
    const chat = client.getQueryData<SupportChat>(queryKeys.support.chat(viewer));
    if (!chat?.conversation) void client.invalidateQueries({ queryKey: queryKeys.support.chat(viewer) });
    else updateChat(client, viewer, (c) => withMessages(c, sent.messages));
  };
}

/** POST /v1/support/chat/start: a guest gives the address answers go to. */
export function useStartChat(viewer: number | 'guest') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(supportApi.start, { request: { email } }),
    meta: { silent: true },
    onSuccess: (chat) => client.setQueryData(queryKeys.support.chat(viewer), chat),
  });
}

/** POST /v1/support/chat/messages. */
export function useSendMessage(viewer: number | 'guest') {
  const into = useSentInto(viewer);
  return useMutation({ mutationFn: (text: string) => callApi(supportApi.send, { request: { text } }), meta: { silent: true }, onSuccess: into });
}

/** POST /v1/support/chat/attachments: a picture as the body. */
export function useSendPicture(viewer: number | 'guest') {
  const into = useSentInto(viewer);
  return useMutation({ mutationFn: (file: File) => callApi(supportApi.upload, { request: file }), meta: { silent: true }, onSuccess: into });
}

/** POST /v1/support/chat/read: the player saw support's messages up to one. */
export function useMarkRead(viewer: number | 'guest') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lastMessageId: number) => callApi(supportApi.read, { request: { lastMessageId } }),
    meta: { silent: true },
    onMutate: (lastMessageId) => updateChat(client, viewer, (c) => withPlayerRead(c, lastMessageId)),
  });
}
