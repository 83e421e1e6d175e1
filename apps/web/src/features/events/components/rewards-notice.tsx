import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useClaimLevel } from '../api/claim-level';
import { usePopupInfo } from '../api/get-popup-info';
import styles from './events.module.css';

/**
 * On /event, above the pass: the levels waiting to be claimed (the site-wide info popup announces them) and one
 * button that claims them all, one level after another, instead of finding each card in the slider.
 */
export function RewardsNotice({ userId }: { userId: number | null }) {
  const { t } = useTranslation('events');
  const levels = usePopupInfo(userId).data?.chaleng.levels ?? [];
  const claim = useClaimLevel();
  const [claiming, setClaiming] = useState(false);
  if (levels.length === 0) return null;

  async function claimAll() {
    setClaiming(true);
    try {
      for (const l of levels) await claim.mutateAsync(l.level);
    } catch {
      // Shown below; the levels left stay listed here.
    } finally {
      setClaiming(false);
    }
  }

  return (
    <div className={styles.notice} role="status" data-testid="rewards-notice">
      <span>{t('notice.rewards', { count: levels.length, levels: levels.map((l) => l.level).join(', ') })}</span>
      <Button size="s" onClick={() => void claimAll()} disabled={claiming} data-testid="rewards-claim-all">
        {claiming ? t('notice.claiming') : t('notice.claimAll', { count: levels.length })}
      </Button>
      {claim.isError && !claiming && (
        <span className={styles.noticeError} role="alert">
          {t('pass.claimFailed')}
        </span>
      )}
    </div>
  );
}
