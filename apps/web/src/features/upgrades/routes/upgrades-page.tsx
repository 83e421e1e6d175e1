import { useTranslation } from 'react-i18next';
import { SignedInOnly } from '../../../components/signed-in-only';
import { useSession } from '../../../lib/session/get-me';
import { useUpgradeStatistic } from '../api/get-upgrade-statistic';
import { RecentUpgrades } from '../components/recent-upgrades';
import { UpgradeWorkspace } from '../components/upgrade-workspace';
import styles from './upgrades-page.module.css';
import { formatPercent } from '../../../lib/format-percent';

/** /upgrades: stake up to 15 items on a dearer catalog item, with the chance shown and the roll provably fair. */
export default function UpgradesPage() {
  const { t } = useTranslation('upgrades');
  const session = useSession();
  const stats = useUpgradeStatistic(session.user?.userId ?? null);

  const body = (
    <SignedInOnly
      guest={{ icon: 'upgrades', title: t('page.guestTitle'), text: t('page.guestText'), signIn: t('page.signIn'), testId: 'upgrades-signin' }}
      skeletonHeight={420}
    >
      {() => <UpgradeWorkspace />}
    </SignedInOnly>
  );

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('page.title')}</h1>
          <p className={styles.lead}>{t('page.lead')}</p>
        </div>
        {stats.data && (
          <dl className={styles.stats}>
            <div>
              <dt>{t('page.statTotal')}</dt>
              <dd>{stats.data.total}</dd>
            </div>
            <div>
              <dt>{t('page.statRate')}</dt>
              <dd>{t('wheel.percent', { value: formatPercent(stats.data.successRate) })}</dd>
            </div>
            {stats.data.mine && (
              <div>
                <dt>{t('page.statMine')}</dt>
                <dd>
                  {stats.data.mine.success} / {stats.data.mine.total}
                </dd>
              </div>
            )}
          </dl>
        )}
      </header>
      {body}
      <RecentUpgrades />
    </div>
  );
}
