// The support button on every page reads only this module; the panel's calls sit in files of their own, which load
// with the panel, not with the page.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SupportChat } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { supportApi } from '../../../lib/api/endpoints/support';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/get-me';

/** Whose chat this browser shows: the signed-in player's, or the guest's (by the conversation cookie); null while the session loads. */
export function useChatViewer(): number | 'guest' | null {
  const session = useSession();
  if (session.status === 'loading') return null;
  return session.user?.userId ?? 'guest';
}

/** GET /v1/support/chat: the conversation, its latest messages and the office hours. */
function supportChatQuery(viewer: number | 'guest') {
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

/** Writes a change into the cached chat (realtime events and the answers of the panel's calls). */
export function updateChat(client: QueryClient, viewer: number | 'guest', change: (chat: SupportChat) => SupportChat): void {
  client.setQueryData<SupportChat>(queryKeys.support.chat(viewer), (chat) => (chat ? change(chat) : chat));
}
