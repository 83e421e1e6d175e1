import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { useOverlayTurn } from '../../../hooks/use-overlay-turn';
import { useSession } from '../../../lib/session/get-me';
import { SCAM_WARNING_KEY } from '../../../lib/scam-warning-memory';
import { local, readStored, writeStored } from '../../../lib/storage';
import { isScamWarningMemory, shouldShowScamWarning } from '../scam-warning-rules';
import styles from './scam-warning.module.css';

const MEMORY_KEY = SCAM_WARNING_KEY;
const ITEMS = ['item1', 'item2', 'item3', 'item4'] as const;

/** The scam-warning popup for signed-in users; it waits its turn in the popup queue (after the sign-in modal). */
export function ScamWarning() {
  const { status } = useSession();
  const [closed, setClosed] = useState(false);
  // Read on every render, so a warning read in the registration dialog counts once that dialog closes.
  const wanted = status === 'signedIn' && !closed && shouldShowScamWarning(readStored(local(), MEMORY_KEY, isScamWarningMemory), true, Date.now());
  const turn = useOverlayTurn('scamWarning', wanted, 'scam-warning');
  if (!turn) return null;
  return <ScamWarningModal onClose={() => setClosed(true)} />;
}

function ScamWarningModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [never, setNever] = useState(false);

  const close = () => {
    writeStored(local(), MEMORY_KEY, { dismissedForever: never, closedAt: Date.now() });
    onClose();
  };

  return (
    <Modal
      wide
      onClose={close}
      testId="scam-warning"
      title={
        <>
          <Icon name="alert" size={22} className={styles.warnIcon} />
          {t('scam.title')}
        </>
      }
    >
      <div className={styles.lead}>
        <p>
          <strong>{t('scam.description1')}</strong>
        </p>
        <p>{t('scam.description2')}</p>
      </div>
      <div className={styles.listBox}>
        <p className={styles.listTitle}>{t('scam.listTitle')}</p>
        <ol className={styles.list}>
          {ITEMS.map((item) => (
            <li key={item}>{t(`scam.${item}`)}</li>
          ))}
        </ol>
      </div>
      <div className={styles.footer}>
        <Checkbox checked={never} onChange={(event) => setNever(event.target.checked)}>
          {t('scam.dontShow')}
        </Checkbox>
        <Button block size="l" onClick={close} data-testid="scam-warning-close">
          {t('scam.button')}
        </Button>
      </div>
    </Modal>
  );
}
