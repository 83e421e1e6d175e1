import { useMutation } from '@tanstack/react-query';
import type { ContactMessageRequest, ContactMessageResult } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { shellApi } from '../../../lib/api/endpoints/shell';

/** POST /v1/support/messages: stores a message for the operator (guests and players alike). */
export function sendContactMessage(body: ContactMessageRequest): Promise<ContactMessageResult> {
  return callApi(shellApi.contact, { request: body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
