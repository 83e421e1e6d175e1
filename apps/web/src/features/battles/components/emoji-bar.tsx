import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../stores/alerts-store';
import { BATTLE_EMOJIS } from '@tastydrop/domain';
import { useSendEmoji } from '../api/send-emoji';
import { battleErrorAlert } from '../utils/battle-error';
import { emojiArt } from '../utils/emoji-art';
import { EmojiImage } from './emoji-image';
import styles from './battle-page.module.css';

/** The fixed emoji set a member can send to everyone watching. */
export function EmojiBar({ battleUlid, onSent }: { battleUlid: string; onSent: (memberId: number, content: string) => void }) {
  const { t } = useTranslation('battles');
  const send = useSendEmoji(battleUlid);
  return (
    <div className={styles.emojiBar} role="group" aria-label={t('emoji.label')}>
      {BATTLE_EMOJIS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className={styles.emojiButton}
          disabled={send.isPending}
          aria-label={t('emoji.send', { emoji: t(`emoji.names.${emojiArt(emoji) ?? ''}`) })}
          data-testid="emoji-send"
          onClick={() =>
            send.mutate(emoji, {
              onSuccess: (sent) => onSent(sent.memberId, sent.content),
              onError: (error) => pushAlert({ type: 'error', ...battleErrorAlert(error, 'emoji', t) }),
            })
          }
        >
          <EmojiImage emoji={emoji} size={24} />
        </button>
      ))}
    </div>
  );
}
