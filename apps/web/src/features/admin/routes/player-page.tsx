import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { ConsoleMe } from '../api/get-console-me';
import { PLAYER_SECTIONS, usePlayer, usePlayerSection, type PlayerSection } from '../api/players';
import { AdjustBalanceForm } from '../components/adjust-balance-form';
import styles from '../components/admin.module.css';
import { IdentityPanel } from '../components/identity-panel';
import { PlayerActionsPanel } from '../components/player-actions-panel';
import { RowsTable } from '../components/rows-table';
import type { ConsoleRow } from '../api/console-keys';
import { currencyLabel, ledgerReasonLabel, walletAmount } from '../utils/code-labels';
import { formatCell } from '../utils/format';

const PROFILE = ['id', 'login', 'nickname', 'email', 'regType', 'steamId', 'tradeUrl', 'balance', 'coinBalance', 'bonusBalance', 'experience', 'casesOpened', 'spent', 'lastIp', 'createdAt', 'lastSeenAt', 'ageConfirmedAt', 'consoleRole'];

const SECTION_COLUMNS: Record<PlayerSection, string[]> = {
  ledger: ['id', 'createdAt', 'currency', 'delta', 'balanceAfter', 'reason', 'ref'],
  inventory: ['id', 'createdAt', 'name', 'price', 'status', 'source'],
  openings: ['id', 'createdAt', 'caseName', 'itemName', 'currency', 'pricePaid'],
  battles: ['battleId', 'createdAt', 'status', 'seat', 'stake'],
  payments: ['id', 'createdAt', 'orderId', 'provider', 'status', 'amount', 'currency', 'value', 'completedAt'],
  withdrawals: ['id', 'createdAt', 'name', 'price', 'status', 'bot', 'offerId', 'failureCode', 'finishedAt'],
  sessions: ['id', 'createdAt', 'expiresAt', 'ip', 'userAgent'],
  limits: ['kind', 'period', 'amount', 'pendingAmount', 'pendingFrom', 'updatedAt'],
  exclusions: ['kind', 'createdAt', 'until', 'inForce'],
  linked: ['userId', 'nickname', 'samePerson', 'evidence', 'createdAt', 'bannedAt'],
};

/** Ledger and openings rows: reasons and currencies in words, amounts with their unit. */
function useHistoryCell() {
  const { t } = useTranslation('admin');
  return (column: string, row: ConsoleRow) => {
    const value = row[column];
    if (column === 'reason' && typeof value === 'string') return <span title={value}>{ledgerReasonLabel(t, value)}</span>;
    if (column === 'currency' && typeof value === 'string') return <span title={value}>{currencyLabel(t, value)}</span>;
    if ((column === 'delta' || column === 'balanceAfter') && typeof value === 'number') return walletAmount(t, value, row.currency, column === 'delta');
    // Linked accounts: what they share, in words; the account opens in the console.
    if (column === 'evidence' && typeof value === 'string') return value.split(',').map((kind) => t(`player.signals.${kind}`)).join(', ');
    if (column === 'userId' && typeof value === 'number') return <Link to={`/admin/players/${value}`}>{value}</Link>;
    return undefined;
  };
}

function History({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const cell = useHistoryCell();
  const [section, setSection] = useState<PlayerSection>('ledger');
  const [page, setPage] = useState(0);
  const rows = usePlayerSection(userId, section, page);
  return (
    <section className={styles.panel}>
      <div className={styles.tabs} role="tablist">
        {PLAYER_SECTIONS.map((s) => (
          <Button
            key={s}
            
            role="tab"
            aria-selected={s === section} variant="secondary" size="xs" active={s === section}
            onClick={() => {
              setSection(s);
              setPage(0);
            }}
            data-testid={`console-section-${s}`}
          >
            {t(`player.sections.${s}`)}
          </Button>
        ))}
      </div>
      <RowsTable rows={rows.data} loading={rows.isPending} error={Boolean(rows.error)} columns={SECTION_COLUMNS[section]} cell={section === 'ledger' || section === 'openings' || section === 'linked' ? cell : undefined} csvName={`player-${userId}-${section}`} exportTable={section === 'ledger' || section === 'payments' || section === 'withdrawals' ? { table: section, filter: { user_id: userId } } : undefined} page={page} onPage={setPage} testId="console-history" />
    </section>
  );
}

/** One player: profile, actions, balance changes and every history, paged. */
export default function PlayerPage({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation('admin');
  const userId = Number(useParams().id);
  const player = usePlayer(userId);
  const canAct = ['owner', 'admin', 'support'].includes(me.role);
  return (
    <>
      <Link to="/admin/players" className={styles.muted}>
        ← {t('player.back')}
      </Link>
      {player.isPending ? (
        <div className={styles.skeleton} />
      ) : player.error || !player.data ? (
        <p className={styles.error}>{t('common.error')}</p>
      ) : (
        <>
          <h1 className={styles.title} style={{ marginTop: 8 }}>
            {String(player.data.nickname)} <span className={styles.muted}>#{userId}</span>
          </h1>
          {Boolean(player.data.bannedAt) && (
            <p className={styles.alert} data-testid="console-banned">
              {t('player.banned', { reason: String(player.data.banReason ?? '') })}
            </p>
          )}
          {Boolean(player.data.boardExcluded) && <p className={styles.muted}>{t('player.excluded')}</p>}
          <section className={styles.panel}>
            <dl className={styles.profile} data-testid="console-profile">
              {PROFILE.map((key) => (
                <div key={key}>
                  <dt>{t(`columns.${key}`)}</dt>
                  <dd data-testid={`console-profile-${key}`}>{formatCell(key, player.data[key])}</dd>
                </div>
              ))}
            </dl>
          </section>
          {canAct && <PlayerActionsPanel player={player.data} />}
          {me.role !== 'content' && <IdentityPanel userId={userId} canRequest={canAct && me.userId !== userId} />}
          {me.role !== 'content' && <AdjustBalanceForm userId={userId} threshold={me.approvalThreshold} windowHours={me.approvalWindowHours} />}
          <p className={`${styles.muted} ${styles.panel}`}>{t('player.limitsNote')}</p>
          <History userId={userId} />
        </>
      )}
    </>
  );
}
