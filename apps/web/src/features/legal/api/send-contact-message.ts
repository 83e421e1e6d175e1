import { useMutation } from '@tanstack/react-query';
import type { ContactMessageRequest, ContactMessageResult } from '@tastydrop/domain';
import { apiPost } from '../../../lib/api-client';

/** POST /v1/support/messages: stores a message for the operator (guests and players alike). */
export function sendContactMessage(body: ContactMessageRequest): Promise<ContactMessageResult> {
  return apiPost<ContactMessageResult>('/v1/support/messages', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
