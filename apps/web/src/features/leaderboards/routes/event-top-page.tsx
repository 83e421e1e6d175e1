import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { callApi } from '../../../lib/api/call';
import { eventsApi } from '../../../lib/api/endpoints/events';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/get-me';
import { LeaderboardWidget } from '../components/leaderboard-widget';
import styles from '../components/leaderboards.module.css';

/** /event/top: the event's own leaderboard (the widget, expandable to the full ranking). */
export default function EventTopPage() {
  const { t } = useTranslation('leaderboards');
  const session = useSession();
  const userId = session.user?.userId ?? null;
  const event = useQuery({ queryKey: queryKeys.events.current(userId), queryFn: () => callApi(eventsApi.current), meta: { silent: true }, retry: false });
  if (event.isLoading) return <Skeleton height={320} />;
  const boardId = event.data?.leaderboardId ?? null;
  return (
    <div className={styles.page}>
      {boardId === null ? (
        <EmptyState icon="top" title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <LeaderboardWidget leaderboardId={boardId} title={event.data?.eventFullName ?? ''} description={t('descriptions.event')} userId={userId} />
      )}
    </div>
  );
}
