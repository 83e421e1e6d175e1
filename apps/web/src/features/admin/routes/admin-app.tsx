import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import i18n from '../../../lib/i18n-core';
import { isApiError } from '../../../lib/api-client';
import texts from '../../../locales/ru/admin.json';
import { consoleKeys } from '../api/console-keys';
import type { ConsoleMe } from '../api/get-console-me';
import { ConsoleShell, CONSOLE_SECTIONS } from '../components/console-shell';
import { SecondFactorGate } from '../components/second-factor-gate';
import styles from '../components/admin.module.css';
import DashboardPage from './dashboard-page';

// The first screen (the dashboard) comes with the console's chunk; every other page is a chunk of its own, loaded when
// opened, so the first screen waits for no other page's code (forms, schemas, editors).
const AccountsPage = lazy(() => import('./accounts-page'));
const ApprovalsPage = lazy(() => import('./approvals-page'));
const AuditPage = lazy(() => import('./audit-page'));
const IdentityPage = lazy(() => import('./identity-page'));
const CaseEditorPage = lazy(() => import('./case-editor-page'));
const ClaimOwnerPage = lazy(() => import('./claim-owner-page'));
const CatalogPage = lazy(() => import('./catalog-page'));
const ContentPage = lazy(() => import('./content-page'));
const EventEditorPage = lazy(() => import('./event-editor-page'));
const ExperimentsPage = lazy(() => import('./experiments-page'));
const ExperimentResultsPage = lazy(() => import('./experiment-results-page'));
const LeaderboardEditorPage = lazy(() => import('./leaderboard-editor-page'));
const PassEditorPage = lazy(() => import('./pass-editor-page'));
const MonitorPage = lazy(() => import('./monitor-page'));
const PaymentsPage = lazy(() => import('./payments-page'));
const PartnerPage = lazy(() => import('./partner-page'));
const PartnersPage = lazy(() => import('./partners-page'));
const MissionsPage = lazy(() => import('./missions-page'));
const OffersPage = lazy(() => import('./offers-page'));
const PlayerPage = lazy(() => import('./player-page'));
const PlayersPage = lazy(() => import('./players-page'));
const PromoPage = lazy(() => import('./promo-page'));
const SettingsPage = lazy(() => import('./settings-page'));
const SupportPage = lazy(() => import('./support-page'));
const WithdrawalsPage = lazy(() => import('./withdrawals-page'));

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
      <Suspense fallback={<div className={styles.skeleton} aria-label={t('common.loading')} />}>
        <Routes>
          <Route index element={me.role === 'compliance' ? <Navigate to="/admin/identity" replace /> : <DashboardPage me={me} />} />
          {allowed(me, 'players') && <Route path="players" element={<PlayersPage />} />}
          {allowed(me, 'players') && <Route path="players/:id" element={<PlayerPage me={me} />} />}
          {allowed(me, 'approvals') && <Route path="approvals" element={<ApprovalsPage me={me} />} />}
          {allowed(me, 'withdrawals') && <Route path="withdrawals" element={<WithdrawalsPage />} />}
          {allowed(me, 'payments') && <Route path="payments" element={<PaymentsPage me={me} />} />}
          {allowed(me, 'partners') && <Route path="partners" element={<PartnersPage me={me} />} />}
          {allowed(me, 'partners') && <Route path="partners/:id" element={<PartnerPage me={me} />} />}
          {allowed(me, 'support') && <Route path="support" element={<SupportPage me={me} />} />}
          {allowed(me, 'audit') && <Route path="audit" element={<AuditPage />} />}
          {allowed(me, 'identity') && <Route path="identity" element={<IdentityPage />} />}
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
          {allowed(me, 'experiments') && <Route path="experiments" element={<ExperimentsPage me={me} />} />}
          {allowed(me, 'experiments') && <Route path="experiments/:id" element={<ExperimentResultsPage />} />}
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </Suspense>
    </ConsoleShell>
  );
}

/** The operator console at /admin: a chunk of its own, loaded only when an operator opens it. */
export default function AdminApp() {
  const { pathname } = useLocation();
  // The one-time owner link is opened before its player has any console role.
  if (pathname.replace(/\/+$/, '') === '/admin/claim') {
    return (
      <Suspense fallback={null}>
        <ClaimOwnerPage />
      </Suspense>
    );
  }
  return <SecondFactorGate>{(me) => <ConsoleRoutes me={me} />}</SecondFactorGate>;
}
