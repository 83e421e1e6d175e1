import { useMemo } from 'react';
import { useCountdown } from '../../../hooks/use-countdown';
import { deadlineFrom } from '../../../lib/daily/countdown';
import { useDailyInfo } from '../../../lib/daily/daily-info';

/** The signed-in player's daily countdown for the header entries; null when there is no daily case to show. */
export function useDailyCountdown(signedIn: boolean): { ready: boolean; seconds: number } | null {
  const info = useDailyInfo(signedIn);
  const deadline = useMemo(
    () => (info.data ? deadlineFrom(info.data.nearestCaseTime, info.dataUpdatedAt) : null),
    [info.data, info.dataUpdatedAt],
  );
  const seconds = useCountdown(deadline, info.dataUpdatedAt, () => void info.refetch());
  if (!signedIn || !info.data?.currentCase) return null;
  return { ready: seconds === 0, seconds };
}
