import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { SectionHeader, type SectionTab } from '../../components/ui/section-header';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/get-me';
import { useModalStore } from '../../stores/modal-store';
import { AppFrame } from './app-frame';
import styles from './layouts.module.css';

/** Battles: title bar with tabs; creating a battle and statistics need a session. */
export function BattlesLayout() {
  const { t } = useTranslation('pages');
  const signedIn = useSession().status === 'signedIn';
  const openSignIn = useModalStore((s) => s.openSignIn);

  const tabs: SectionTab[] = [
    { to: paths.battles, label: t('layouts.battles.all'), end: true },
    { to: paths.battlesHistory, label: t('layouts.battles.history') },
    ...(signedIn ? [{ to: paths.battlesStatistics, label: t('layouts.battles.statistics') }] : []),
    { to: paths.battlesDetails, label: t('layouts.battles.details') },
  ];

  const create = signedIn ? (
    <ButtonLink to={paths.battlesCreate} data-testid="battles-create">
      <Icon name="plus" size={18} />
      {t('layouts.battles.create')}
    </ButtonLink>
  ) : (
    <Button onClick={() => openSignIn('login', paths.battlesCreate)} data-testid="battles-create">
      <Icon name="plus" size={18} />
      {t('layouts.battles.create')}
    </Button>
  );

  return (
    <AppFrame>
      <div className={styles.section}>
        <SectionHeader
          title={t('layouts.battles.title')}
          subtitle={t('layouts.battles.subtitle')}
          tabs={tabs}
          tabsLabel={t('layouts.battles.tabs')}
          actions={create}
        />
        <Outlet />
      </div>
    </AppFrame>
  );
}
