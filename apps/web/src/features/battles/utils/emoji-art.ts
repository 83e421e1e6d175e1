import { BATTLE_EMOJIS, type BattleEmoji } from '@tastydrop/domain';

/**
 * The drawn picture of each battle emoji (files in public/emoji): a system without an emoji font
 * would otherwise show empty boxes. The wire keeps the emoji characters themselves.
 */
export const EMOJI_ART: Record<BattleEmoji, string> = {
  '😀': 'grin',
  '😂': 'joy',
  '😎': 'cool',
  '😍': 'love',
  '😭': 'sob',
  '😡': 'angry',
  '🤯': 'mind-blown',
  '🤡': 'clown',
  '🔥': 'fire',
  '💰': 'money',
  '👍': 'thumbs-up',
  '👎': 'thumbs-down',
};

/** The picture's name of an emoji from the wire, or null for anything outside the set. */
export function emojiArt(content: string): string | null {
  return (BATTLE_EMOJIS as readonly string[]).includes(content) ? EMOJI_ART[content as BattleEmoji] : null;
}

export const emojiSrc = (art: string): string => `/emoji/${art}.svg`;
