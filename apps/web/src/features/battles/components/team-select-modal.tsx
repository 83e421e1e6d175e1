import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { BattleSummary } from '../types';
import { teamChoices } from '../utils/team-seats';
import styles from './battle-page.module.css';

interface TeamSelectModalProps {
  battle: BattleSummary;
  onPick: (seat: number) => void;
  onClose: () => void;
  /** The side offered first (the one of the seat that was clicked); the left one when none. */
  suggested?: number;
}

/** Joining a 2v2: the player picks a side (left, seats 1-2, or right, seats 3-4); a full side cannot be picked. */
export function TeamSelectModal({ battle, onPick, onClose, suggested = 1 }: TeamSelectModalProps) {
  const { t } = useTranslation('battles');
  return (
    <Modal title={t('teamSelect.title')} onClose={onClose} testId="team-select">
      <p className={styles.waitingText}>{t('teamSelect.text')}</p>
      <div className={styles.waitingActions}>
        {teamChoices(battle).map((choice) => (
          <Button
            key={choice.team}
            size="l"
            variant={choice.team === suggested ? 'primary' : 'secondary'}
            disabled={choice.seat === null}
            onClick={() => choice.seat !== null && onPick(choice.seat)}
            data-testid={`team-select-${choice.team}`}
          >
            {t(`teamSelect.team${choice.team}`)} · {choice.taken}/{choice.size}
          </Button>
        ))}
      </div>
    </Modal>
  );
}
