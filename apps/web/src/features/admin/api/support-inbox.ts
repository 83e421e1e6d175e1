import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { consoleKeys, silent, type ConsoleRow } from './console-keys';

/** GET /api/admin/support/messages: contact form messages, unanswered first. */
export function useContactMessages(unanswered: boolean, page: number) {
  return useQuery({
    queryKey: [...consoleKeys.all, 'support', unanswered, page],
    queryFn: () => apiGet<ConsoleRow[]>('/api/admin/support/messages', { unanswered, page }),
    placeholderData: keepPreviousData,
    meta: silent,
  });
}

/** POST /api/admin/support/messages/:id/reply: the answer goes by e-mail through the site's mailer. */
export function useReplyToMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => apiPost<{ ok: true }>(`/api/admin/support/messages/${id}/reply`, { text }),
    meta: silent,
    onSuccess: () => client.invalidateQueries({ queryKey: [...consoleKeys.all, 'support'] }),
  });
}
