import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import styles from './guide-modal.module.css';

/** The guide's steps, in the order a new player meets them. */
export const GUIDE_STEPS = ['signIn', 'refill', 'open', 'fair', 'items'] as const;

/** How the site works, one step at a time: back and next, the step dots, and a closing button on the last step. */
export function GuideModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('faq');
  const [step, setStep] = useState(0);
  const key = GUIDE_STEPS[step]!;
  const last = step === GUIDE_STEPS.length - 1;

  return (
    <Modal title={t('guide.title')} onClose={onClose} testId="guide-modal">
      <div className={styles.body}>
        <p className={styles.count}>{t('guide.step', { step: step + 1, total: GUIDE_STEPS.length })}</p>
        <h3 className={styles.heading} data-testid="guide-step" data-step={key}>
          {t(`guide.steps.${key}.title`)}
        </h3>
        <p className={styles.text}>{t(`guide.steps.${key}.text`)}</p>
        <ol className={styles.dots} aria-label={t('guide.progress')}>
          {GUIDE_STEPS.map((s, i) => (
            <li key={s}>
              <button
                type="button"
                className={[styles.dot, i === step && styles.current].filter(Boolean).join(' ')}
                aria-label={t(`guide.steps.${s}.title`)}
                aria-current={i === step ? 'step' : undefined}
                onClick={() => setStep(i)}
              />
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)} data-testid="guide-back">
            {t('guide.back')}
          </Button>
          {last ? (
            <Button onClick={onClose} data-testid="guide-done">
              {t('guide.done')}
            </Button>
          ) : (
            <Button onClick={() => setStep(step + 1)} data-testid="guide-next">
              {t('guide.next')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
