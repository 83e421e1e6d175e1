import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { supportApi } from '../../../lib/api/endpoints/support';
import { withPlayerRead } from '../utils/chat-cache';
import { updateChat } from './support-chat';

/** POST /v1/support/chat/read: the player saw support's messages up to one. */
export function useMarkRead(viewer: number | 'guest') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lastMessageId: number) => callApi(supportApi.read, { request: { lastMessageId } }),
    meta: { silent: true },
    onMutate: (lastMessageId) => updateChat(client, viewer, (c) => withPlayerRead(c, lastMessageId)),
  });
}
