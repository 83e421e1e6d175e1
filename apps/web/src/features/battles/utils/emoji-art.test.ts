import { BATTLE_EMOJIS } from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import ru from '../../../locales/ru/battles.json';
import { emojiArt, emojiSrc } from './emoji-art';

// The picture files shipped in public/emoji, by their served path.
const SHIPPED = new Set(Object.keys(import.meta.glob('../../../../public/emoji/*.svg')).map((file) => file.replace('../../../../public', '')));

describe('battle emoji pictures', () => {
  it('every emoji of the set has its own picture file and a Russian name', () => {
    const arts = BATTLE_EMOJIS.map((e) => emojiArt(e));
    expect(new Set(arts).size).toBe(BATTLE_EMOJIS.length);
    for (const art of arts) {
      expect(art).not.toBeNull();
      expect(SHIPPED.has(emojiSrc(art!))).toBe(true);
      expect((ru.emoji.names as Record<string, string>)[art!]).toMatch(/^[А-Яа-яЁё ]+$/);
    }
  });

  it('anything outside the set has no picture', () => {
    expect(emojiArt('🙂')).toBeNull();
    expect(emojiArt('grin')).toBeNull();
  });
});
