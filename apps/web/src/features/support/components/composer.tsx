import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_ATTACHMENT_TYPES, SUPPORT_MESSAGE_MAX_LENGTH } from '@tastydrop/domain';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api-client';
import styles from './support-panel.module.css';

interface ComposerProps {
  onText: (text: string) => Promise<unknown>;
  onPicture: (file: File) => Promise<unknown>;
  busy: boolean;
}

/** Why a picture cannot go, before it is sent (the server checks its content again). */
function pictureProblem(file: Pick<File, 'type' | 'size'>): 'badType' | 'tooBig' | null {
  if (!(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) return 'tooBig';
  return null;
}

/** The message field with a picture button; Enter sends, Shift+Enter starts a new line. */
export function Composer({ onText, onPicture, busy }: ComposerProps) {
  const { t } = useTranslation('support');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const failed = (e: unknown) => setError(t('composer.failed', { reason: isApiError(e) ? t(e.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' }) }));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value || busy) return;
    if (value.length > SUPPORT_MESSAGE_MAX_LENGTH) return setError(t('composer.tooLong', { max: SUPPORT_MESSAGE_MAX_LENGTH }));
    setError(null);
    onText(value).then(() => setText(''), failed);
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const pick = (picked: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!picked) return;
    const problem = pictureProblem(picked);
    if (problem) return setError(t(`composer.${problem}`));
    setError(null);
    onPicture(picked).catch(failed);
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      {error && (
        <p className={styles.error} role="alert" data-testid="support-error">
          {error}
        </p>
      )}
      <div className={styles.composerRow}>
        <button type="button" className={styles.iconButton} onClick={() => file.current?.click()} disabled={busy} aria-label={t('composer.attach')} title={t('composer.attach')}>
          <Icon name="paperclip" size={20} />
        </button>
        <input ref={file} type="file" accept={SUPPORT_ATTACHMENT_TYPES.join(',')} hidden onChange={(e) => pick(e.target.files?.[0])} data-testid="support-file" />
        <textarea
          className={styles.input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          placeholder={t('composer.placeholder')}
          aria-label={t('composer.label')}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          rows={1}
          data-testid="support-input"
        />
        <button type="submit" className={`${styles.iconButton} ${styles.send}`} disabled={busy || !text.trim()} aria-label={busy ? t('composer.sending') : t('composer.send')} data-testid="support-send">
          <Icon name="send" size={20} />
        </button>
      </div>
    </form>
  );
}
