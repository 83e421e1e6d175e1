import { useQueryClient } from '@tanstack/react-query';
import type { SupportRealtimeGrant } from '@tastydrop/domain';
import { useCallback } from 'react';
import { useRealtimeChannel } from '../../../hooks/use-realtime-channel';
import type { RealtimeEvent } from '../../../lib/realtime';
import { updateChat } from '../api/support-chat';
import { applySupportEvent } from '../utils/chat-cache';

/** Keeps the cached chat current from the conversation's channel: answers, read marks and status, with no polling. */
export function SupportLive({ viewer, grant }: { viewer: number | 'guest'; grant: SupportRealtimeGrant }) {
  const client = useQueryClient();
  const onEvent = useCallback((event: RealtimeEvent) => updateChat(client, viewer, (chat) => applySupportEvent(chat, event)), [client, viewer]);
  useRealtimeChannel(grant.channel, onEvent, grant.token);
  return null;
}
