import { formatAmount, type LeaderboardHistoryEntry } from '@tastydrop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ItemTile } from '../../../components/ui/item-tile';
import { Modal } from '../../../components/ui/modal';
import { rarityStyle } from '../../../components/ui/rarity';
import { apiPost } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';
import { isNumber, local, readStored, writeStored } from '../../../lib/storage';
import { useLeaderboardHistory } from '../api/get-leaderboard-history';
import styles from './leaderboards.module.css';
import rankingStyles from './ranking.module.css';

const SEEN_KEY = 'leaderboardRewardSeen';

/**
 * After a win (places 1 to 3): the item card with the place, a sell button with the price and a link to
 * the profile (part 2 §2). Shown once per reward; the last one seen is remembered on this device.
 */
export function RewardPopup({ userId }: { userId: number }) {
  const { t } = useTranslation('leaderboards');
  const history = useLeaderboardHistory(true).data;
  const [seen, setSeen] = useState(() => readStored(local(), SEEN_KEY, isNumber) ?? 0);
  const client = useQueryClient();
  const reward = history?.find((h) => h.place <= 3 && h.id > seen);
  const sell = useMutation({
    mutationFn: (entry: LeaderboardHistoryEntry) => apiPost('/v1/inventory/sell', { id: entry.id }, { auth: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: meQueryKey });
      close();
    },
  });
  if (!reward) return null;

  function close() {
    const latest = Math.max(seen, ...(history ?? []).map((h) => h.id));
    writeStored(local(), SEEN_KEY, latest);
    setSeen(latest);
  }

  return (
    <Modal title={t('reward.title')} onClose={close} testId="leaderboard-reward">
      <p>{t('reward.text', { name: reward.drop.name, board: reward.name })}</p>
      <div className={styles.rewardCard} style={rarityStyle(reward.drop.rarity)}>
        <span className={styles.rewardPlace}>{t('reward.place', { place: reward.place })}</span>
        <ItemTile image={reward.drop.image} alt={reward.drop.name} rarity={reward.drop.rarity} size="l" glow />
        <span className={rankingStyles.prizeName}>{reward.drop.name}</span>
        <span>{formatAmount(reward.drop.price)} ₽</span>
      </div>
      <div className={styles.rewardActions}>
        <Button onClick={() => sell.mutate(reward)} disabled={sell.isPending} data-testid="reward-sell">
          {t('reward.sell', { price: formatAmount(reward.drop.price) })}
        </Button>
        <Link to={`/profile/${userId}`} onClick={close}>
          {t('reward.profile')}
        </Link>
      </div>
    </Modal>
  );
}
