import { useTranslation } from 'react-i18next';
import { usePopupInfo } from '../api/get-popup-info';
import styles from './events.module.css';

/** The battle pass levels waiting to be claimed, from the info popup call. */
export function RewardsNotice({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('events');
  const levels = usePopupInfo(signedIn).data?.chaleng.levels ?? [];
  if (levels.length === 0) return null;
  return (
    <p className={styles.notice} role="status" data-testid="rewards-notice">
      {t('notice.rewards', { count: levels.length, levels: levels.map((l) => l.level).join(', ') })}
    </p>
  );
}
