import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { identityFileUrl } from '../../../lib/api/endpoints/admin-identity';
import type { ConsoleRow } from '../api/console-keys';
import { useDecideIdentityCheck, useIdentityQueue } from '../api/identity-checks';
import styles from '../components/admin.module.css';
import { formatCell } from '../utils/format';
import { IDENTITY_NS } from '../utils/identity-texts';

/** Compliance's queue: submitted identity checks with their two files, approved or rejected with a note for the player. */
export default function IdentityPage() {
  const { t } = useTranslation(IDENTITY_NS);
  const queue = useIdentityQueue();
  return (
    <>
      <h1 className={styles.title}>{t('queueTitle')}</h1>
      <p className={styles.muted}>{t('queueHint')}</p>
      {queue.isPending && <div className={styles.skeleton} />}
      {queue.error && <p className={styles.error}>{t('loadError')}</p>}
      {queue.data?.length === 0 && <p className={styles.muted}>{t('empty')}</p>}
      {queue.data?.map((check) => <IdentityCheckCard key={String(check.id)} check={check} />)}
    </>
  );
}

function IdentityCheckCard({ check }: { check: ConsoleRow }) {
  const { t } = useTranslation(IDENTITY_NS);
  const decide = useDecideIdentityCheck();
  const [note, setNote] = useState('');
  const id = Number(check.id);
  return (
    <section className={styles.panel} data-testid="console-identity-check">
      <p>
        {t('player')}: <strong>{String(check.nickname)}</strong> <span className={styles.muted}>({String(check.login ?? '')} #{String(check.userId)})</span>
      </p>
      <p className={styles.muted}>
        {t('reason')}: {String(check.reason)} · {t('submittedAt')}: {formatCell('submittedAt', check.submittedAt)} · {t('age')}: {check.ageConfirmedAt ? t('ageConfirmed') : t('ageNotConfirmed')}
      </p>
      <div className={styles.row} style={{ alignItems: 'flex-start' }}>
        {(['document', 'selfie'] as const).map((kind) => (
          <figure key={kind} style={{ margin: 0, maxWidth: '100%' }}>
            <figcaption>{t(kind)}</figcaption>
            <a href={identityFileUrl(id, kind)} target="_blank" rel="noreferrer">
              <img src={identityFileUrl(id, kind)} alt={t(kind)} style={{ maxWidth: 'min(420px, 100%)', maxHeight: 320, display: 'block' }} />
              {t('openFile')}
            </a>
          </figure>
        ))}
      </div>
      <label className={styles.row}>
        <span>{t('note')}</span>
        <input className={styles.input} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} data-testid="console-identity-note" />
      </label>
      <div className={styles.row}>
        <Button variant="secondary" size="s" disabled={decide.isPending} onClick={() => decide.mutate({ id, approve: true, note: note.trim() })} data-testid="console-identity-approve">
          {t('approve')}
        </Button>
        <Button variant="danger" size="s" disabled={decide.isPending} onClick={() => decide.mutate({ id, approve: false, note: note.trim() })} data-testid="console-identity-reject">
          {t('reject')}
        </Button>
        {decide.error && <span className={styles.error}>{t('failed')}</span>}
      </div>
    </section>
  );
}
