import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { pushAlert } from '../../../stores/alerts-store';
import { useRotateSeeds } from '../api/rotate-seeds';
import styles from './fair.module.css';

/** Rotates the seed pair after a confirmation: the current server seed is revealed. */
export function RotateButton() {
  const { t } = useTranslation('provably-fair');
  const [asking, setAsking] = useState(false);
  const rotate = useRotateSeeds();
  const confirm = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        pushAlert({ type: 'success', title: t('settings.rotated') });
      },
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} data-testid="seed-rotate">
        <Icon name="refresh" size={18} />
        {t('settings.rotate')}
      </Button>
      {asking && (
        <Modal title={t('settings.rotateTitle')} onClose={() => setAsking(false)} testId="seed-rotate-modal">
          <p className={styles.modalText}>{t('settings.rotateText')}</p>
          <div className={styles.modalActions}>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('settings.cancel')}
            </Button>
            <Button onClick={confirm} disabled={rotate.isPending} data-testid="seed-rotate-confirm">
              {t('settings.rotateConfirm')}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
