import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportChat, SupportSent } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { supportApi } from '../../../lib/api/endpoints/support';
import { queryKeys } from '../../../lib/query-keys';
import { withMessages } from '../utils/chat-cache';
import { updateChat } from './support-chat';

/** Adds what a send wrote; the first message of a player creates the conversation, which the chat then reads. */
function useSentInto(viewer: number | 'guest') {
  const client = useQueryClient();
  return (sent: SupportSent) => {
    const chat = client.getQueryData<SupportChat>(queryKeys.support.chat(viewer));
    if (!chat?.conversation) void client.invalidateQueries({ queryKey: queryKeys.support.chat(viewer) });
    else updateChat(client, viewer, (c) => withMessages(c, sent.messages));
  };
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
