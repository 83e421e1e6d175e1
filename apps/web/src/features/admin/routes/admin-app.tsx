import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import i18n from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-client';
import texts from '../../../locales/ru/admin.json';
import { consoleKeys } from '../api/console-keys';
import type { ConsoleMe } from '../api/get-console-me';
import { ConsoleShell, CONSOLE_SECTIONS } from '../components/console-shell';
import { SecondFactorGate } from '../components/second-factor-gate';
import AccountsPage from './accounts-page';
import ApprovalsPage from './approvals-page';
import AuditPage from './audit-page';
import CaseEditorPage from './case-editor-page';
import CatalogPage from './catalog-page';
import ContentPage from './content-page';
import EventEditorPage from './event-editor-page';
import LeaderboardEditorPage from './leaderboard-editor-page';
import PassEditorPage from './pass-editor-page';
import MonitorPage from './monitor-page';
import DashboardPage from './dashboard-page';
import PaymentsPage from './payments-page';
import MissionsPage from './missions-page';
import OffersPage from './offers-page';
import PlayerPage from './player-page';
import PlayersPage from './players-page';
import PromoPage from './promo-page';
import SettingsPage from './settings-page';
import SupportPage from './support-page';
import WithdrawalsPage from './withdrawals-page';

// The console's texts travel with its code, never in a player's download.
i18n.addResourceBundle('ru', 'admin', texts, true, true);

/** A console call refused for a lapsed second factor sends the console back to the code screen. */
function useLapseWatcher() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        const error = event.query.state.error;
        if (event.type === 'updated' && isApiError(error) && error.code === 'second_factor_required' && event.query.queryKey[1] !== 'me') {
          void client.invalidateQueries({ queryKey: consoleKeys.me });
        }
      }),
    [client],
  );
}

function allowed(me: ConsoleMe, key: string): boolean {
  return CONSOLE_SECTIONS.find((s) => s.key === key)?.roles.includes(me.role) ?? false;
}

function ConsoleRoutes({ me }: { me: ConsoleMe }) {
  useLapseWatcher();
  const { t } = useTranslation('admin');
  useEffect(() => {
    document.title = t('title');
  }, [t]);
  return (
    <ConsoleShell me={me}>
      <Routes>
        <Route index element={<DashboardPage me={me} />} />
        {allowed(me, 'players') && <Route path="players" element={<PlayersPage />} />}
        {allowed(me, 'players') && <Route path="players/:id" element={<PlayerPage me={me} />} />}
        {allowed(me, 'approvals') && <Route path="approvals" element={<ApprovalsPage me={me} />} />}
        {allowed(me, 'withdrawals') && <Route path="withdrawals" element={<WithdrawalsPage />} />}
        {allowed(me, 'payments') && <Route path="payments" element={<PaymentsPage me={me} />} />}
        {allowed(me, 'support') && <Route path="support" element={<SupportPage />} />}
        {allowed(me, 'audit') && <Route path="audit" element={<AuditPage />} />}
        {allowed(me, 'settings') && <Route path="settings" element={<SettingsPage />} />}
        {allowed(me, 'accounts') && <Route path="accounts" element={<AccountsPage />} />}
        {allowed(me, 'catalog') && <Route path="catalog" element={<CatalogPage />} />}
        {allowed(me, 'catalog') && <Route path="catalog/:id" element={<CaseEditorPage />} />}
        {allowed(me, 'monitor') && <Route path="monitor" element={<MonitorPage />} />}
        {allowed(me, 'promo') && <Route path="promo" element={<PromoPage />} />}
        {allowed(me, 'offers') && <Route path="offers" element={<OffersPage />} />}
        {allowed(me, 'missions') && <Route path="missions" element={<MissionsPage />} />}
        {allowed(me, 'content') && <Route path="content" element={<ContentPage />} />}
        {allowed(me, 'content') && <Route path="events/:id" element={<EventEditorPage />} />}
        {allowed(me, 'content') && <Route path="events/:id/pass" element={<PassEditorPage />} />}
        {allowed(me, 'content') && <Route path="leaderboards/:id" element={<LeaderboardEditorPage />} />}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </ConsoleShell>
  );
}

/** The operator console at /admin: a chunk of its own, loaded only when an operator opens it. */
export default function AdminApp() {
  return <SecondFactorGate>{(me) => <ConsoleRoutes me={me} />}</SecondFactorGate>;
}
