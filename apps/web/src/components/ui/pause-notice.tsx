import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { PlayPause } from '../../hooks/use-play-pause';
import { Icon } from './icons';
import styles from './pause-notice.module.css';

/** Says that the player is on a break and until when, with the way to the responsible-play settings. */
export function PauseNotice({ pause }: { pause: PlayPause }) {
  const { t } = useTranslation('common');
  return (
    <p className={styles.notice} role="status" data-testid="play-paused">
      <Icon name="lock" size={20} />
      <span>
        {pause.text} <Link to={paths.responsiblePlaySettings}>{t('pause.settings')}</Link>
      </span>
    </p>
  );
}
