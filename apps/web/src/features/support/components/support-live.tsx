import { useQueryClient } from '@tanstack/react-query';
import type { SupportChannelEvent, SupportRealtimeGrant } from '@tastydrop/domain';
import { useCallback } from 'react';
import { useChannelEvents } from '../../../hooks/use-channel-events';
import { updateChat } from '../api/support-chat';
import { applySupportEvent } from '../utils/chat-cache';

/** Keeps the cached chat current from the conversation's channel: answers, read marks and status, with no polling. */
export function SupportLive({ viewer, grant }: { viewer: number | 'guest'; grant: SupportRealtimeGrant }) {
  const client = useQueryClient();
  const onEvent = useCallback((event: SupportChannelEvent) => updateChat(client, viewer, (chat) => applySupportEvent(chat, event)), [client, viewer]);
  useChannelEvents('support', grant.channel, onEvent, grant.token);
  return null;
}
