import { type BattlePassLevel, formatAmount, formatCoins, shareToPercent } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import styles from './pass.module.css';

/** A level's tasks with their progress; completed ones say so. */
export function TaskList({ level, coinIcon }: { level: BattlePassLevel; coinIcon: string }) {
  const { t } = useTranslation('events');
  if (level.tasks.length === 0) return <p className={styles.muted}>{t('tasks.none')}</p>;
  return (
    <ul className={styles.tasks} data-testid="bp-tasks">
      {level.tasks.map((task) => {
        const { current, end } = task.progressData;
        const done = current >= end;
        const percent = Math.min(100, end > 0 ? shareToPercent(current / end) : 0);
        return (
          <li key={task.id} className={[styles.task, done && styles.taskDone].filter(Boolean).join(' ')} data-testid="bp-task">
            <span className={styles.taskText}>{task.description}</span>
            <span className={styles.taskReward}>
              {task.reward.coins > 0 && (
                <>
                  +{formatCoins(task.reward.coins)} <img src={coinIcon} alt={t('coins')} width={14} height={14} />
                </>
              )}
              {task.reward.money > 0 && <> +{formatAmount(task.reward.money)} ₽</>}
            </span>
            {done ? (
              <span className={styles.taskState}>{t('tasks.done')}</span>
            ) : end > 1 ? (
              <span className={styles.taskProgress}>
                <span className={styles.bar}>
                  <span className={styles.barFill} style={{ width: `${percent}%` }} />
                </span>
                <span className={styles.muted}>
                  {current} / {end}
                </span>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
