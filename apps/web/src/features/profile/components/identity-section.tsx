import { IDENTITY_FILE_KINDS, IDENTITY_FILE_MAX_BYTES, IDENTITY_FILE_TYPES, type IdentityCheckState } from '@tastydrop/domain';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import type { IdentityUploadKind } from '../../../lib/api/endpoints/identity';
import { useIdentity, useUploadIdentityFile } from '../api/identity';
import styles from './identity-section.module.css';

const dateTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeStyle: 'short' });

/** The player's own identity check: its state, and when asked for, the document photo and selfie upload. */
export function IdentitySection() {
  const { t } = useTranslation('profile');
  const identity = useIdentity();
  return (
    <section className={styles.panel} aria-labelledby="identity-title" data-testid="identity">
      <h2 id="identity-title" className={styles.title}>
        {t('identity.title')}
      </h2>
      {identity.isPending && <Skeleton height={60} />}
      {identity.isError && <p className={styles.muted}>{t('identity.loadError')}</p>}
      {identity.data && <IdentityState state={identity.data} />}
    </section>
  );
}

function IdentityState({ state }: { state: IdentityCheckState }) {
  const { t } = useTranslation('profile');
  const age = state.ageConfirmedAt ? t('identity.ageConfirmed', { date: dateTime.format(new Date(state.ageConfirmedAt)) }) : t('identity.ageNotConfirmed');
  const check = state.check;
  return (
    <>
      {!check && <p className={styles.muted}>{t('identity.none')}</p>}
      {check?.status === 'requested' && <IdentityUploadForm uploaded={check.uploaded} />}
      {check && check.status !== 'requested' && (
        <p className={styles.status} data-testid="identity-status" data-status={check.status}>
          {t(`identity.status.${check.status}`)}
        </p>
      )}
      {check?.note && check.status !== 'submitted' && <p data-testid="identity-note">{t('identity.note', { note: check.note })}</p>}
      <p className={styles.muted}>{age}</p>
    </>
  );
}

/** Why a chosen file cannot be sent, before sending it: its size or its type. */
function fileProblem(file: File): 'size' | 'type' | null {
  if (file.size > IDENTITY_FILE_MAX_BYTES) return 'size';
  if (file.type !== '' && !(IDENTITY_FILE_TYPES as readonly string[]).includes(file.type)) return 'type';
  return null;
}

export function IdentityUploadForm({ uploaded }: { uploaded: readonly IdentityUploadKind[] }) {
  const { t } = useTranslation('profile');
  const upload = useUploadIdentityFile();
  const [errors, setErrors] = useState<Partial<Record<IdentityUploadKind, string>>>({});
  const [sending, setSending] = useState<IdentityUploadKind | null>(null);

  const choose = (kind: IdentityUploadKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return setErrors((e) => ({ ...e, [kind]: t(`identity.errors.${problem}`) }));
    setErrors((e) => ({ ...e, [kind]: undefined }));
    setSending(kind);
    upload.mutate(
      { kind, file },
      {
        onError: (error) => {
          const code = isApiError(error) ? error.code : null;
          const text = code === 'identity_file_too_large' ? 'size' : code === 'identity_file_invalid' ? 'type' : 'failed';
          setErrors((e) => ({ ...e, [kind]: t(`identity.errors.${text}`) }));
        },
        onSettled: () => setSending(null),
      },
    );
  };

  return (
    <div data-testid="identity-upload">
      <p>{t('identity.requested')}</p>
      <progress className={styles.progress} value={uploaded.length} max={IDENTITY_FILE_KINDS.length} aria-label={t('identity.progress', { done: uploaded.length, total: IDENTITY_FILE_KINDS.length })} />
      <p className={styles.muted}>{t('identity.progress', { done: uploaded.length, total: IDENTITY_FILE_KINDS.length })}</p>
      <div className={styles.files}>
        {IDENTITY_FILE_KINDS.map((kind) => (
          <label key={kind} className={styles.file}>
            <span>{t(`identity.kind.${kind}`)}</span>
            {/* The browser's own file button speaks the browser's language: ours is shown instead. */}
            <span className={styles.choose} aria-hidden="true">
              {t('identity.choose')}
            </span>
            <input
              className={styles.fileInput}
              type="file"
              accept={IDENTITY_FILE_TYPES.join(',')}
              disabled={sending !== null}
              onChange={choose(kind)}
              data-testid={`identity-file-${kind}`}
            />
            {sending === kind && <span className={styles.muted}>{t('identity.sending')}</span>}
            {uploaded.includes(kind) && sending !== kind && <span className={styles.done}>{t('identity.uploaded')}</span>}
            {errors[kind] && (
              <span className={styles.error} role="alert" data-testid={`identity-error-${kind}`}>
                {errors[kind]}
              </span>
            )}
          </label>
        ))}
      </div>
      <p className={styles.muted}>{t('identity.hint')}</p>
    </div>
  );
}
