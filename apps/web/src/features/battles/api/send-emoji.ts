import { useMutation } from '@tanstack/react-query';
import type { BattleEmoji } from '../types';
import { oldPost } from './old-api';

/** The fixed emoji set a member may send (the server accepts only these). */
export const BATTLE_EMOJIS = ['🔥', '😂', '😱', '😎', '😭', '👍', '💰', 'GG'] as const;

/** POST /old/emoji: a member sends an emoji to everyone watching (rate-limited). */
export function sendEmoji(battleUlid: string, content: string): Promise<BattleEmoji> {
  return oldPost<BattleEmoji>('/emoji', { battleUlid, content });
}

export function useSendEmoji(battleUlid: string) {
  return useMutation({ mutationFn: (content: string) => sendEmoji(battleUlid, content), meta: { silent: true } });
}
