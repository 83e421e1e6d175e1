import { formatCoins, levelState, levelType, type BattlePassLevel } from '@tastydrop/domain';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useNearView } from '../hooks/use-near-view';
import { LevelReward, useRewardText } from './level-reward';
import styles from './pass.module.css';

interface LevelCardProps {
  level: BattlePassLevel;
  costDiff: number;
  coinIcon: string;
  selected: boolean;
  claiming: boolean;
  onSelect: () => void;
  onClaim?: () => void;
  /** The slider the level scrolls in: its reward loads once it comes near. */
  scroller: RefObject<HTMLDivElement | null>;
}

/** A level: its type (classic, rare, ultra), state (locked, current, done, received), reward and cost. */
export function LevelCard({ level, costDiff, coinIcon, selected, claiming, onSelect, onClaim, scroller }: LevelCardProps) {
  const card = useRef<HTMLDivElement>(null);
  const near = useNearView(card, scroller);
  const { t } = useTranslation('events');
  const state = levelState(level);
  const type = levelType(level.level);
  const rewardText = useRewardText()({ ...level.balanceData, cases: level.caseData });
  return (
    <div
      ref={card}
      className={[styles.level, styles[`level_${type}`], styles[`state_${state}`], selected && styles.levelSelected].filter(Boolean).join(' ')}
      data-testid="bp-level"
      data-level={level.level}
      data-state={state}
    >
      <button type="button" className={styles.levelBody} onClick={onSelect} aria-pressed={selected} aria-label={t('pass.levelLabel', { level: level.level, state: t(`pass.state.${state}`), reward: rewardText })}>
        <span className={styles.levelNumber}>{level.level}</span>
        {near ? <LevelReward level={level} coinIcon={coinIcon} /> : <span className={styles.levelPlaceholder} aria-hidden />}
        <span className={styles.levelCost}>
          +{formatCoins(costDiff)} <img src={coinIcon} alt={t('coins')} width={12} height={12} />
        </span>
      </button>
      {state === 'locked' && <Icon name="lock" size={14} className={styles.levelLock} />}
      {state === 'done' && onClaim && (
        <Button size="xs" onClick={onClaim} disabled={claiming} data-testid="bp-claim">
          {t('pass.claim')}
        </Button>
      )}
      {state === 'received' && <span className={styles.received}>{t('pass.received')}</span>}
    </div>
  );
}
