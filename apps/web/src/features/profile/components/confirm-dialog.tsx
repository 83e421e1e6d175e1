import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import styles from './dialogs.module.css';

interface ConfirmDialogProps {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/** Asks before an action that cannot be undone (selling the selection or everything). */
export function ConfirmDialog({ title, text, confirmLabel, pending, onConfirm, onClose, testId }: ConfirmDialogProps) {
  const { t } = useTranslation('inventory');
  return (
    <Modal title={title} onClose={onClose} testId={testId}>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={pending} data-testid={`${testId}-confirm`}>
          {pending ? t('confirm.selling') : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
