import { useMutation } from '@tanstack/react-query';
import type { BattleEmojiResponse } from '@tastydrop/domain';
import { oldPost } from './old-api';
import { battlesApi } from '../../../lib/api/endpoints/battles';

/** POST /old/emoji: a member sends one of the fixed emojis to everyone watching (rate-limited). */
function sendEmoji(ulid: string, content: BattleEmojiResponse['content']): Promise<BattleEmojiResponse> {
  return oldPost(battlesApi.emoji, { request: { ulid, content } });
}

export function useSendEmoji(ulid: string) {
  return useMutation({ mutationFn: (content: BattleEmojiResponse['content']) => sendEmoji(ulid, content), meta: { silent: true } });
}
