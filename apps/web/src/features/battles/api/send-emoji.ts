import { useMutation } from '@tanstack/react-query';
import type { BattleEmojiResponse } from '@tastydrop/domain';
import { oldPost } from './old-api';

/** POST /old/emoji: a member sends one of the fixed emojis to everyone watching (rate-limited). */
function sendEmoji(ulid: string, content: string): Promise<BattleEmojiResponse> {
  return oldPost<BattleEmojiResponse>('/emoji', { ulid, content });
}

export function useSendEmoji(ulid: string) {
  return useMutation({ mutationFn: (content: string) => sendEmoji(ulid, content), meta: { silent: true } });
}
