import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Modal } from '../../../components/ui/modal';
import type { BattleMode } from '../types';
import { BATTLE_MODES, seatsOf, teamOfSeat } from '@tastydrop/domain';
import styles from './mode-modal.module.css';

interface ModeModalProps {
  mode: BattleMode;
  crazy: boolean;
  onSave: (mode: BattleMode, crazy: boolean) => void;
  onClose: () => void;
}

/** The team selection modal: how many play, in teams or each for themself, and the crazy rule. */
export function ModeModal({ mode, crazy, onSave, onClose }: ModeModalProps) {
  const { t } = useTranslation('battles');
  const [picked, setPicked] = useState(mode);
  const [lowestWins, setLowestWins] = useState(crazy);
  return (
    <Modal title={t('modeModal.title')} onClose={onClose} testId="mode-modal">
      <div className={styles.body}>
        <div className={styles.modes} role="radiogroup" aria-label={t('modeModal.modes')}>
          {BATTLE_MODES.map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={picked === m}
              className={[styles.mode, picked === m && styles.active].filter(Boolean).join(' ')}
              onClick={() => setPicked(m)}
              data-testid={`mode-${m}`}
            >
              <span className={styles.teams} aria-hidden>
                {Array.from({ length: seatsOf(m) }, (_, i) => (
                  <span key={i} className={styles.dot} data-team={teamOfSeat(m, i + 1)} />
                ))}
              </span>
              <strong>{t(`modes.${m}`)}</strong>
              <span className={styles.hint}>{t(`modeModal.hint.${m}`)}</span>
            </button>
          ))}
        </div>
        <Checkbox checked={lowestWins} onChange={(e) => setLowestWins(e.target.checked)} data-testid="mode-crazy">
          {t('modeModal.crazy')}
        </Checkbox>
        <p className={styles.hint}>{t('modeModal.crazyHint')}</p>
        <Button block size="l" onClick={() => onSave(picked, lowestWins)} data-testid="mode-save">
          {t('modeModal.save')}
        </Button>
      </div>
    </Modal>
  );
}
