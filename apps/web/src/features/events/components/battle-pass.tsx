import { type BattlePass as Pass, type ChallengePrize, displayedLevelIndex, formatCoins, passLevelReached, shareToPercent } from '@tastydrop/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { pushAlert } from '../../../stores/alerts-store';
import { useModalStore } from '../../../stores/modal-store';
import { useClaimLevel } from '../api/claim-level';
import { useDragScroll } from '../utils/drag-scroll';
import { ClaimResultModal } from './claim-result-modal';
import { LevelCard } from './level-card';
import { useRewardText } from './level-reward';
import { TaskList } from './task-list';
import styles from './pass.module.css';

interface BattlePassProps {
  pass: Pass | undefined;
  loading: boolean;
  signedIn: boolean;
  coinIcon: string;
}

/** The battle pass: coins and the bar to the next level, the level slider (arrows, drag) and the tasks. */
export function BattlePass({ pass, loading, signedIn, coinIcon }: BattlePassProps) {
  const { t } = useTranslation('events');
  const openSignIn = useModalStore((s) => s.openSignIn);
  const claim = useClaimLevel();
  const drag = useDragScroll<HTMLDivElement>();
  const levels = pass?.levels ?? [];
  const [selected, setSelected] = useState<number | null>(null);
  const [caseReward, setCaseReward] = useState<ChallengePrize | null>(null);
  const rewardText = useRewardText();
  const shownIndex = selected ?? displayedLevelIndex(levels);
  const shown = levels[shownIndex];

  useEffect(() => {
    const card = drag.ref.current?.querySelector<HTMLElement>(`[data-level="${levels[displayedLevelIndex(levels)]?.level}"]`);
    card?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    // Only when the levels first arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [levels.length]);

  if (loading) return <Skeleton height={260} />;
  if (!pass) return null;

  const current = levels.find((l) => l.current);
  const previousCost = current ? (levels.find((l) => l.level === current.level - 1)?.cost ?? 0) : 0;
  const percent = current ? Math.min(100, Math.max(0, shareToPercent((pass.currentCoins - previousCost) / (current.cost - previousCost)))) : 100;
  const finished = pass.currentCoins > 0 && !current;

  // Cases get a dialog that leads to them; money and coins a short alert (the balance flashes too).
  function claimLevel(level: number) {
    claim.mutate(level, {
      onSuccess: (prize) => {
        if (prize.cases.length > 0) setCaseReward(prize);
        else pushAlert({ type: 'success', title: t('common:mainPage.claimedPrize'), message: t('claimed.message', { level: prize.level, reward: rewardText({ ...prize, cases: [] }) }) });
      },
    });
  }

  function page(direction: 1 | -1) {
    const el = drag.ref.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  }

  return (
    <section className={styles.pass} aria-labelledby="bp-title" data-testid="battle-pass">
      <header className={styles.passHead}>
        <h2 id="bp-title" className={styles.blockTitle}>
          {t('pass.title')}
        </h2>
        {signedIn && (
          <span className={styles.levelReached} data-testid="bp-level-reached">
            {t('pass.reached', { level: passLevelReached(levels) })}
          </span>
        )}
        <span className={styles.coinsEarned} data-testid="bp-coins">
          <img src={coinIcon} alt={t('coins')} width={20} height={20} /> {formatCoins(pass.currentCoins)}
        </span>
      </header>
      {signedIn ? (
        <div className={styles.progress}>
          <span className={styles.muted}>
            {finished ? t('pass.finished') : current ? t('pass.toLevel', { level: current.level, count: Math.ceil(Math.max(0, current.cost - pass.currentCoins)) }) : ''}
          </span>
          <span className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(percent)}>
            <span className={styles.barFill} style={{ width: `${percent}%`, backgroundImage: `linear-gradient(90deg, ${pass.challengeProgressGradient.join(', ')})` }} />
          </span>
        </div>
      ) : (
        <div className={styles.guest}>
          <span>{t('pass.guest')}</span>
          <Button onClick={() => openSignIn('login')} data-testid="bp-signin">
            {t('pass.signIn')}
          </Button>
        </div>
      )}
      <div className={styles.slider}>
        <Button variant="secondary" size="s" iconOnly onClick={() => page(-1)} aria-label={t('pass.prev')}>
          <Icon name="chevronLeft" />
        </Button>
        <div className={styles.levels} ref={drag.ref} onPointerDown={drag.onPointerDown} onPointerMove={drag.onPointerMove} onPointerUp={drag.onPointerUp} onPointerLeave={drag.onPointerLeave} onClickCapture={drag.onClickCapture}>
          {levels.map((level, i) => (
            <LevelCard
              key={level.level}
              level={level}
              costDiff={level.cost - (levels[i - 1]?.cost ?? 0)}
              coinIcon={coinIcon}
              selected={i === shownIndex}
              claiming={claim.isPending && claim.variables === level.level}
              onSelect={() => setSelected(i)}
              scroller={drag.ref}
              {...(signedIn ? { onClaim: () => claimLevel(level.level) } : {})}
            />
          ))}
        </div>
        <Button variant="secondary" size="s" iconOnly onClick={() => page(1)} aria-label={t('pass.next')}>
          <Icon name="chevronRight" />
        </Button>
      </div>
      {claim.isError && <p className={styles.error}>{t('pass.claimFailed')}</p>}
      {caseReward && <ClaimResultModal prize={caseReward} coinIcon={coinIcon} onClose={() => setCaseReward(null)} />}
      {signedIn && shown && (
        <div className={styles.levelTasks}>
          <h3 className={styles.tasksTitle}>{t('tasks.title', { level: shown.level })}</h3>
          {current && shown.level > current.level ? <p className={styles.muted}>{t('tasks.later')}</p> : <TaskList level={shown} coinIcon={coinIcon} />}
        </div>
      )}
    </section>
  );
}
