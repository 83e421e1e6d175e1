import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { pushCodeAlert } from '../../../lib/alerts';
import { isApiError } from '../../../lib/api-client';
import { useGenerateLevel } from '../api/generate-level';
import { userLevelsQueryOptions, useUserLevels } from '../api/get-user-levels';
import { levelGenerationDue, levelUp } from '../utils/level-up';
import styles from './level-up-banner.module.css';

const SHOWN_MS = 8_000;

/**
 * Accounts whose generation this page already asked for. The header remounts with each layout, so a
 * per-component flag would ask twice while the first answer is on its way.
 */
const generationAsked = new Set<number>();
/** Accounts whose next rise in level is the one-time starting level, not a level-up to announce. */
const generationPending = new Set<number>();

/**
 * Generates a new account's level once and shows the level-up banner whenever the level rises
 * through play (not for the starting level a new account receives).
 */
export function LevelUpBanner({ userId, level }: { userId: number; level: number }) {
  const { t } = useTranslation('header');
  const levels = useUserLevels(userId).data;
  const generate = useGenerateLevel(userId);
  const seen = useRef<number | null>(null);
  const [reached, setReached] = useState<number | null>(null);

  useEffect(() => {
    if (generationAsked.has(userId) || !levelGenerationDue(levels)) return;
    generationAsked.add(userId);
    generationPending.add(userId);
    generate.mutate(undefined, {
      onError: (error) => {
        generationPending.delete(userId);
        // A refusal means the level is already there; a failure of the server or the network is told.
        if (!isApiError(error) || error.status === 0 || error.status >= 500) pushCodeAlert('error_generation');
      },
      // Already at or past the starting level: no rise will come from it.
      onSuccess: (granted) => {
        if (seen.current !== null && granted.userLevel <= seen.current) generationPending.delete(userId);
      },
    });
  }, [levels, generate, userId]);

  // The user is reloaded after every open and after the generation: its level is the one to watch.
  const client = useQueryClient();
  useEffect(() => {
    const rose = seen.current !== null && level > seen.current;
    const up = levelUp(seen.current, level, generationPending.has(userId));
    if (rose) generationPending.delete(userId);
    seen.current = level;
    if (up === null) return;
    setReached(up);
    void client.invalidateQueries({ queryKey: userLevelsQueryOptions(userId).queryKey });
  }, [level, userId, client]);

  useEffect(() => {
    if (reached === null) return;
    const timer = setTimeout(() => setReached(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [reached]);

  if (reached === null) return null;
  return (
    <div className={styles.banner} role="status" data-testid="level-up-banner">
      <span className={styles.badge} aria-hidden>
        {reached}
      </span>
      <span className={styles.text}>
        <strong>{t('levelUp.title')}</strong>
        <span>{t('levelUp.text', { level: reached })}</span>
      </span>
      <button type="button" className={styles.close} onClick={() => setReached(null)} aria-label={t('levelUp.close')}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
