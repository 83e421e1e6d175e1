import { formatAmount, type CaseOpenResponse } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ItemTile } from '../../../components/ui/item-tile';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import styles from './daily-cases.module.css';

interface DailyResultProps {
  result: CaseOpenResponse;
  userId: number;
  onClose: () => void;
}

/** What the daily case gave: the item, its price and where it went. */
export function DailyResult({ result, userId, onClose }: DailyResultProps) {
  const { t } = useTranslation('daily');
  const drop = result.drops[0];
  if (!drop) return null;
  return (
    <Modal onClose={onClose} title={t('result.title')} testId="daily-result">
      <div className={styles.result}>
        <ItemTile image={drop.image} rarity={drop.rarity} size="l" glow />
        <strong data-testid="daily-result-name">{drop.name}</strong>
        <span>{t('result.price', { price: formatAmount(drop.price) })}</span>
        <p className={styles.resultText}>{t('result.text')}</p>
        <div className={styles.resultActions}>
          <ButtonLink to={paths.profile(userId)} variant="secondary">
            {t('result.inventory')}
          </ButtonLink>
          <Button onClick={onClose}>{t('result.close')}</Button>
        </div>
      </div>
    </Modal>
  );
}
