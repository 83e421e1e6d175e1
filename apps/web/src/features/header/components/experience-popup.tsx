import { MAX_LEVEL, type UserLevels } from '@tastydrop/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { useOverlayTurn } from '../../../hooks/use-overlay-turn';
import { useSession } from '../../../lib/session/get-me';
import { local, readStored, writeStored } from '../../../lib/storage';
import { useUserLevels } from '../api/get-user-levels';
import { experienceGained, experienceMemoryKey, experienceMemoryOf, experiencePopupStep, isExperienceMemory, type ExperienceMemory } from '../utils/experience-popup';
import styles from './experience-popup.module.css';

/**
 * The experience popup: once play has raised a player's level, the next quiet moment on a page (never over a game
 * or a payment, in its turn among the popups that open by themselves) shows the level reached, the experience
 * earned since the last one, the way to the next level and the free cases the level opens. The header's banner
 * says the same at once, in a corner; this is the longer word, once per rise.
 */
export function ExperiencePopup() {
  const userId = useSession().user?.userId ?? null;
  const levels = useUserLevels(userId).data;
  // Read on every render (another tab may have shown it); a close renders again to read it.
  const [, setClosedAt] = useState(0);
  const memory = userId === null ? null : readStored(local(), experienceMemoryKey(userId), isExperienceMemory);
  const step = userId === null ? 'wait' : experiencePopupStep(memory, levels);
  // Remembering where a player stands is a write, not part of drawing: it happens after the render.
  useEffect(() => {
    if (step === 'remember' && levels && userId !== null) writeStored(local(), experienceMemoryKey(userId), experienceMemoryOf(levels));
  }, [step, levels, userId]);
  const turn = useOverlayTurn('experience', step === 'show', 'experience-popup');
  if (!turn || !levels || userId === null) return null;

  const close = () => {
    writeStored(local(), experienceMemoryKey(userId), experienceMemoryOf(levels));
    setClosedAt(Date.now());
  };
  return <ExperienceDialog levels={levels} memory={memory} onClose={close} />;
}

function ExperienceDialog({ levels, memory, onClose }: { levels: UserLevels; memory: ExperienceMemory | null; onClose: () => void }) {
  const { t } = useTranslation('header');
  const gained = experienceGained(memory, levels);
  const max = levels.userLevel >= MAX_LEVEL;
  const percent = max ? 100 : Math.min(100, Math.max(0, levels.percentToNextLevel));
  const cases = levels.availableCases;
  return (
    <Modal title={t('experiencePopup.title')} onClose={onClose} testId="experience-popup">
      <div className={styles.head}>
        <span className={styles.badge} data-testid="experience-popup-level">
          {levels.userLevel}
        </span>
        <div className={styles.summary}>
          <strong className={styles.reached}>{t('experiencePopup.reached', { level: levels.userLevel })}</strong>
          {gained > 0 && (
            <span className={styles.gained} data-testid="experience-popup-gained">
              {t('experiencePopup.gained', { count: gained })}
            </span>
          )}
        </div>
      </div>
      <div className={styles.progress}>
        <span
          className={styles.bar}
          role="progressbar"
          aria-label={t('experiencePopup.barLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
        >
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </span>
        <span className={styles.caption}>{max ? t('experiencePopup.max') : t('experiencePopup.toNext', { next: levels.userLevel + 1, count: levels.expToNextLevel })}</span>
      </div>
      <p className={styles.how}>{t('experiencePopup.how')}</p>
      {cases.length > 0 && (
        <section className={styles.cases} aria-labelledby="experience-popup-cases" data-testid="experience-popup-cases">
          <h3 id="experience-popup-cases" className={styles.casesTitle}>
            <Icon name="daily" size={18} /> {t('experiencePopup.cases')}
          </h3>
          <ul className={styles.caseList}>
            {cases.map((c) => (
              <li key={c.id}>{c.caseName}</li>
            ))}
          </ul>
        </section>
      )}
      {levels.nextLevelCaseData && <p className={styles.next}>{t('experiencePopup.nextCase', { name: levels.nextLevelCaseData.caseName })}</p>}
      <div className={styles.actions}>
        {cases.length > 0 && (
          <ButtonLink to={paths.dailyCases} block onClick={onClose} data-testid="experience-popup-daily">
            {t('experiencePopup.toDaily')}
          </ButtonLink>
        )}
        <Button variant="secondary" block onClick={onClose} data-testid="experience-popup-close">
          {t('experiencePopup.continue')}
        </Button>
      </div>
    </Modal>
  );
}
