import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import type { OpenBlock } from '../utils/open-block';
import styles from './case-view.module.css';

/** Says why the case cannot be opened now. */
export function OpenNotice({ block }: { block: OpenBlock }) {
  const { t } = useTranslation('cases');
  let text: string;
  switch (block.reason) {
    case 'ended':
      text = t('block.ended');
      break;
    case 'notStarted':
      text = t('block.notStarted', { date: new Date(block.startsAt).toLocaleString('ru-RU') });
      break;
    case 'locked':
      text = block.level === null ? t('block.closed') : t('block.level', { level: block.level });
      break;
    case 'paused':
      text = block.text;
      break;
    default:
      text = t('block.limit');
  }
  return (
    <p className={styles.notice} role="status" data-testid="case-blocked">
      <Icon name={block.reason === 'locked' || block.reason === 'paused' ? 'lock' : 'info'} size={20} />
      {text}
    </p>
  );
}
