import type { TechiesGame } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { formatPrice } from '../../../components/ui/price-tag';
import { paths } from '../../../config/paths';
import { formatMultiplier } from './game-status';
import styles from './panel.module.css';

/** The check page verifying one game. */
export function verifyHref(gameId: number): string {
  return `${paths.fairCheck}?techies=${gameId}`;
}

/** A finished game: what it paid or that the mine took the stake, and the way to verify the field. */
export function GameResult({ game }: { game: TechiesGame }) {
  const { t } = useTranslation('techies');
  const won = game.status === 'cashed';
  const stake = formatPrice(game.stake, 'GOLD');
  return (
    <div className={styles.result} data-won={won} role="status" data-testid="techies-result">
      <strong className={styles.resultTitle}>
        <Icon name={won ? 'coin' : 'alert'} size={20} />
        {won ? t('result.wonTitle', { amount: formatPrice(game.payout, 'GOLD') }) : t('result.lostTitle')}
      </strong>
      <span>{won ? t('result.wonText', { x: formatMultiplier(game.multiplier), stake }) : t('result.lostText', { stake })}</span>
      <ButtonLink to={verifyHref(game.id)} size="s" variant="secondary" data-testid="techies-verify">
        <Icon name="shield" size={16} />
        {t('result.verify')}
      </ButtonLink>
    </div>
  );
}
