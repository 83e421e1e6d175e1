import { useTranslation } from 'react-i18next';
import { emojiArt, emojiSrc } from '../utils/emoji-art';

/** A battle emoji as its drawn picture, named in Russian for screen readers. */
export function EmojiImage({ emoji, size, className }: { emoji: string; size: number; className?: string }) {
  const { t } = useTranslation('battles');
  const art = emojiArt(emoji);
  if (!art) return null;
  return <img src={emojiSrc(art)} alt={t(`emoji.names.${art}`)} width={size} height={size} className={className} draggable={false} data-emoji={emoji} />;
}
