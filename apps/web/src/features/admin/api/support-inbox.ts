import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call';
import { adminApi } from '../../../lib/api/endpoints/admin';
import { consoleKeys, silent } from './console-keys';

/** GET /api/admin/support/messages: contact form messages, unanswered first. */
export function useContactMessages(unanswered: boolean, page: number) {
  return useQuery({
    queryKey: consoleKeys.support(unanswered, page),
    queryFn: () => callApi(adminApi.supportMessages, { request: { unanswered: unanswered ? 'true' : 'false', page } }),
    placeholderData: keepPreviousData,
    meta: silent,
  });
}

/** POST /api/admin/support/messages/:id/reply: the answer goes by e-mail through the site's mailer. */
export function useReplyToMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => callApi(adminApi.replyToMessage, { params: { id }, request: { text } }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.supportAll }),
  });
}
