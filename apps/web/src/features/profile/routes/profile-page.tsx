import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/get-me';
import { useDashboard } from '../api/get-dashboard';
import { useProfileUser } from '../api/get-profile-user';
import { useUserLevels } from '../api/get-user-levels';
import { IdentitySection } from '../components/identity-section';
import { InventorySection } from '../components/inventory-section';
import { InventorySkeleton } from '../components/inventory-skeleton';
import { ProfileCard } from '../components/profile-card';
import { PartnerSection } from '../components/partner-section';
import { ProfileStats } from '../components/profile-stats';
import { StatementSection } from '../components/statement-section';
import { SteamSettings } from '../components/steam-settings';
import { useInventoryEvents } from '../hooks/use-inventory-events';
import styles from './profile-page.module.css';

/** /profile/{id}: a player's card, statistics and inventory; one's own adds Steam data and item actions. */
export default function ProfilePage() {
  const { id } = useParams();
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0) return <ProfileNotFound />;
  return <Profile key={userId} userId={userId} />;
}

function ProfileNotFound() {
  const { t } = useTranslation('profile');
  return (
    <EmptyState
      icon="user"
      headingLevel="h1"
      title={t('page.notFoundTitle')}
      text={t('page.notFoundText')}
      testId="profile-not-found"
      actions={<ButtonLink to={paths.home}>{t('page.toHome')}</ButtonLink>}
    />
  );
}

function Profile({ userId }: { userId: number }) {
  const { t } = useTranslation('profile');
  const session = useSession();
  const me = session.user?.userId === userId ? session.user : null;
  const user = useProfileUser(userId);
  const levels = useUserLevels(userId).data;
  const dashboard = useDashboard(userId).data;
  useInventoryEvents(me ? userId : null);

  if (user.isError) {
    if (isApiError(user.error) && user.error.code === 'userNotFound') return <ProfileNotFound />;
    return (
      <EmptyState
        icon="alert"
        headingLevel="h1"
        title={t('page.errorTitle')}
        text={t('page.errorText')}
        actions={
          <Button onClick={() => void user.refetch()} disabled={user.isFetching}>
            <Icon name="refresh" size={18} />
            {t('page.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <div className={styles.page} data-testid="profile-page" data-own={me ? 'true' : 'false'}>
      {user.data ? (
        <ProfileCard user={user.data} levels={levels} own={me !== null} />
      ) : (
        <div className={styles.cardSkeleton} aria-busy="true" aria-label={t('page.loading')}>
          <Skeleton width={104} height={104} round />
          <div className={styles.cardSkeletonText}>
            <Skeleton width="45%" height={28} />
            <Skeleton width="30%" height={14} />
            <Skeleton width="60%" height={12} />
          </div>
        </div>
      )}
      <ProfileStats dashboard={dashboard} />
      {me && <SteamSettings steam={me.steam} />}
      {me && <StatementSection />}
      {me && <IdentitySection />}
      {me && <PartnerSection />}
      {/* The inventory waits for the player (an unknown id ends in "not found", not in an inventory error). */}
      {session.status === 'loading' || !user.data ? (
        <InventorySkeleton label={t('page.loading')} />
      ) : (
        <InventorySection userId={userId} me={me} />
      )}
    </div>
  );
}
