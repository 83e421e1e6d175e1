import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { CountSelector } from './count-selector';
import styles from './open-controls.module.css';

interface OpenControlsProps {
  count: number;
  onCount: (count: number) => void;
  isDisabled: (count: number) => boolean;
  /** Items per open of a multifix case. */
  multifix: number | null;
  fast: boolean;
  onFast: (on: boolean) => void;
  openLabel: string;
  pending: boolean;
  onOpen: () => void;
}

/** Count, fast-open switch and the Open button of a case the player may open. */
export function OpenControls(props: OpenControlsProps) {
  const { t } = useTranslation('cases');
  const { count, onCount, isDisabled, multifix, fast, onFast, openLabel, pending, onOpen } = props;
  return (
    <div className={styles.controls}>
      <div className={styles.row}>
        <CountSelector value={count} onChange={onCount} isDisabled={isDisabled} />
        {multifix && <span className={styles.multifix}>{t('page.multifix', { count: multifix })}</span>}
      </div>
      <Button size="l" className={styles.open} onClick={onOpen} disabled={pending} aria-busy={pending} data-testid="case-open">
        {pending ? t('page.opening') : openLabel}
      </Button>
      <label className={styles.switch}>
        <input type="checkbox" role="switch" checked={fast} onChange={(e) => onFast(e.target.checked)} data-testid="fast-open" />
        <span className={styles.knob} aria-hidden />
        <Icon name="lightning" size={16} />
        {t('page.fast')}
      </label>
    </div>
  );
}
