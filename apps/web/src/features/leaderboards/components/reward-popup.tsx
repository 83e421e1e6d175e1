import { formatAmount, type LeaderboardHistoryEntry } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ItemTile } from '../../../components/ui/item-tile';
import { Modal } from '../../../components/ui/modal';
import { rarityStyle } from '../../../components/ui/rarity';
import { paths } from '../../../config/paths';
import { useOverlayTurn } from '../../../hooks/use-overlay-turn';
import { useSession } from '../../../lib/session/get-me';
import { useUnseenRewards } from '../api/get-unseen-rewards';
import { useMarkRewardSeen } from '../api/mark-reward-seen';
import { useSellReward } from '../api/sell-reward';
import styles from './leaderboards.module.css';
import rankingStyles from './ranking.module.css';

/**
 * The leaderboard reward popup on every page: once per prize, until the winner closes it, sells
 * the prize or opens the profile (remembered on the server, so no other device shows it again). It waits its
 * turn behind the other popups that open by themselves.
 */
export function RewardPopup() {
  const userId = useSession().user?.userId ?? null;
  const reward = useUnseenRewards(userId).data?.[0];
  const wanted = userId !== null && reward !== undefined;
  const turn = useOverlayTurn('leaderboardReward', wanted, 'leaderboard-reward');
  if (!turn || !reward || userId === null) return null;
  // A new dialog per prize: the next one opens fresh.
  return <RewardDialog key={reward.id} reward={reward} userId={userId} />;
}

function RewardDialog({ reward, userId }: { reward: LeaderboardHistoryEntry; userId: number }) {
  const { t } = useTranslation('leaderboards');
  const seen = useMarkRewardSeen();
  const sell = useSellReward();
  const close = () => seen.mutate(reward.id);
  const price = formatAmount(reward.drop.price);
  return (
    <Modal title={t('reward.title')} onClose={close} testId="leaderboard-reward">
      <p className={styles.rewardText}>{t('reward.text', { name: reward.drop.name, board: reward.name })}</p>
      <div className={styles.rewardCard} style={rarityStyle(reward.drop.rarity)} data-testid="reward-card">
        <span className={styles.rewardPlace} data-testid="reward-place">
          {t('reward.place', { place: reward.place })}
        </span>
        <ItemTile image={reward.drop.image} alt={reward.drop.name} rarity={reward.drop.rarity} size="l" glow />
        <span className={rankingStyles.prizeName}>{reward.drop.name}</span>
        <span className={styles.rewardPrice}>{price} ₽</span>
      </div>
      <div className={styles.rewardActions}>
        <Button block onClick={() => sell.mutate(reward.id, { onSuccess: close })} disabled={sell.isPending} data-testid="reward-sell">
          {t('reward.sell', { price })}
        </Button>
        <Link to={paths.profile(userId)} onClick={close} className={styles.rewardLink} data-testid="reward-profile">
          {t('reward.profile')}
        </Link>
      </div>
    </Modal>
  );
}
