import { formatAmount, formatCoins, type BattlePassLevel } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import styles from './pass.module.css';
import { ArtImage } from '../../../components/ui/art-image';

interface LevelRewardProps {
  level: BattlePassLevel;
  coinIcon: string;
}

/** What a level gives (`caseData`, `balanceData`): case opens with "×N", money and coins. */
export function LevelReward({ level, coinIcon }: LevelRewardProps) {
  const { t } = useTranslation('events');
  const { money, coins } = level.balanceData;
  const withCase = level.caseData.length > 0;
  return (
    <span className={[styles.levelReward, withCase && money + coins > 0 && styles.levelRewardMixed].filter(Boolean).join(' ')} data-testid="bp-level-reward">
      {level.caseData.map((c) => (
        <span key={c.url} className={styles.rewardCase} title={t('reward.case', { count: c.amount, name: c.name })}>
          <ArtImage src={c.img} alt={c.name} width={withCase && money + coins > 0 ? 36 : 48} height={withCase && money + coins > 0 ? 36 : 48} />
          <span className={styles.rewardCount} data-testid="bp-level-case-count">
            ×{c.amount}
          </span>
        </span>
      ))}
      {money > 0 && <span className={styles.rewardMoney}>{formatAmount(money)} ₽</span>}
      {coins > 0 && (
        <span className={styles.rewardCoins}>
          <img src={coinIcon} alt="" width={withCase ? 12 : 18} height={withCase ? 12 : 18} />
          {formatCoins(coins)}
        </span>
      )}
    </span>
  );
}

/** The reward in words, for screen readers and the claim result: "2 открытия кейса «…», 1000 ₽". */
export function useRewardText(): (reward: { money: number; coins: number; cases: { amount: number; name: string }[] }) => string {
  const { t } = useTranslation('events');
  return ({ money, coins, cases }) =>
    [
      ...cases.map((c) => t('reward.case', { count: c.amount, name: c.name })),
      ...(money > 0 ? [t('reward.money', { amount: formatAmount(money) })] : []),
      ...(coins > 0 ? [t('reward.coins', { count: Math.floor(coins), amount: formatCoins(coins) })] : []),
    ].join(', ');
}
