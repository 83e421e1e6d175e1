import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { supportApi } from '../../../lib/api/endpoints/support';
import { withOlder } from '../utils/chat-cache';
import { updateChat } from './support-chat';

/** GET /v1/support/chat?before=: the page of messages before the oldest one shown, put in front of them; a failure shows the usual alert. */
export function useOlderMessages(viewer: number | 'guest') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (before: number) => callApi(supportApi.chat, { request: { before } }),
    onSuccess: (page) => updateChat(client, viewer, (chat) => withOlder(chat, page)),
  });
}
