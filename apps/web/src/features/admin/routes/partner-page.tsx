import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ConsoleRoleName, PartnerDetail } from '@tastydrop/domain';
import { LineChart, type ChartSeries } from '../../../components/ui/line-chart';
import type { ConsoleMe } from '../api/get-console-me';
import { useFreezePartner, usePartner } from '../api/partners';
import styles from '../components/admin.module.css';
import { PartnerError } from '../components/partner-error';
import { PartnerPayoutFormPanel } from '../components/partner-payout-form';
import { QueryFrame } from '../components/query-frame';
import { ReasonAction } from '../components/reason-action';
import { RowsTable } from '../components/rows-table';
import { partnerRoubles } from '../utils/partner-texts';
import { PARTNER_MANAGERS, PlayerLink } from './partners-page';

/** The roles that ask for a partner's payout (a second account decides it). */
const PAYOUT_ROLES: readonly ConsoleRoleName[] = ['owner', 'admin', 'finance'];

const FIGURES = ['deposits', 'stakes', 'earned', 'claimable', 'held', 'paid'] as const;
const PLAYER_COLUMNS = ['player', 'boundAt', 'lastPlayedAt', 'deposits', 'stakes', 'earned', 'frozen'];
const PLAYER_CSV = ['userId', 'nickname', 'boundAt', 'lastPlayedAt', 'deposits', 'stakes', 'earned', 'frozen'];
const PAYOUT_COLUMNS = ['approvalId', 'createdAt', 'mode', 'amount', 'status', 'requestedBy', 'decidedBy', 'reason'];
const MONEY = new Set(['deposits', 'stakes', 'earned', 'amount']);
const EARNED_COLOR = '#3dd68c';

/** A day as the chart's time axis counts it: seconds at the day's start (UTC). */
const daySeconds = (day: string) => Math.floor(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / 1000);

function EarningsChart({ days }: { days: PartnerDetail['days'] }) {
  const { t } = useTranslation('admin');
  const chart = useMemo(() => {
    const series: ChartSeries[] = [{ label: t('partners.detail.earned'), color: EARNED_COLOR, values: days.map((d) => d.earned) }];
    return { xs: days.map((d) => daySeconds(d.day)), series };
  }, [days, t]);
  if (days.length === 0) return <p className={`${styles.muted} ${styles.panel}`}>{t('partners.detail.noDays')}</p>;
  return (
    <div className={styles.charts} data-testid="partner-chart">
      <LineChart title={t('partners.detail.chart')} xs={chart.xs} series={chart.series} hourly={false} />
    </div>
  );
}

function PartnerView({ me, partner }: { me: ConsoleMe; partner: PartnerDetail }) {
  const { t } = useTranslation('admin');
  const freeze = useFreezePartner();
  const frozen = partner.status === 'frozen';
  const playerTitles = Object.fromEntries(PLAYER_COLUMNS.map((c) => [c, t(`partners.playerColumns.${c}`)]));
  const payoutTitles = Object.fromEntries(PAYOUT_COLUMNS.map((c) => [c, t(`partners.payoutColumns.${c}`)]));
  return (
    <>
      <h1 className={styles.title}>{t('partners.detail.title', { name: partner.nickname ?? `#${partner.userId}` })}</h1>
      <div className={`${styles.row} ${styles.panel}`} data-testid="partner-summary">
        <Link to="/admin/partners">{t('partners.detail.back')}</Link>
        <PlayerLink id={partner.userId} name={t('partners.detail.playerPage')} />
        <span>{t('partners.detail.code', { code: partner.code ?? '—' })}</span>
        <span>{t('partners.rate', { rate: partner.ratePercent })}</span>
        <span className={frozen ? styles.error : undefined}>{t(`partners.statuses.${partner.status}`)}</span>
        {PARTNER_MANAGERS.includes(me.role) && (
          <ReasonAction
            label={frozen ? t('partners.unfreeze') : t('partners.freeze')}
            danger={!frozen}
            busy={freeze.isPending}
            onConfirm={(reason) => freeze.mutate({ userId: partner.userId, frozen: !frozen, reason })}
            testId="partner-freeze"
          />
        )}
      </div>
      {partner.note && <p className={styles.muted}>{t('partners.detail.note', { note: partner.note })}</p>}
      <PartnerError error={freeze.error} testId="partner-freeze-error" />
      <div className={styles.stats} data-testid="partner-figures">
        <div className={styles.stat}>
          <div className={styles.muted}>{t('partners.columns.referred')}</div>
          <div className={styles.statValue}>{t('partners.referredActive', { referred: partner.referred, active: partner.active })}</div>
        </div>
        {FIGURES.map((f) => (
          <div key={f} className={styles.stat}>
            <div className={styles.muted}>{t(`partners.columns.${f}`)}</div>
            <div className={styles.statValue}>{partnerRoubles(t, partner[f])}</div>
          </div>
        ))}
      </div>
      <EarningsChart days={partner.days} />
      {PAYOUT_ROLES.includes(me.role) && <PartnerPayoutFormPanel userId={partner.userId} claimable={partner.claimable} />}
      <h2 className={styles.panelTitle}>{t('partners.detail.players')}</h2>
      <RowsTable
        rows={partner.players}
        empty={t('partners.detail.noPlayers')}
        columns={PLAYER_COLUMNS}
        csvColumns={PLAYER_CSV}
        csvName={`partner-${partner.userId}-players`}
        titles={playerTitles}
        testId="partner-players"
        cell={(column, row) => {
          if (column === 'player') return <PlayerLink id={row.userId} name={row.nickname} />;
          if (column === 'frozen') return row.frozen ? <span className={styles.error}>{t('partners.frozen')}</span> : '—';
          if (MONEY.has(column)) return partnerRoubles(t, Number(row[column]));
          return undefined;
        }}
      />
      <h2 className={styles.panelTitle} style={{ marginTop: 16 }}>
        {t('partners.detail.payouts')}
      </h2>
      <RowsTable
        rows={partner.payouts}
        empty={t('partners.detail.noPayouts')}
        columns={PAYOUT_COLUMNS}
        csvName={`partner-${partner.userId}-payouts`}
        titles={payoutTitles}
        testId="partner-payouts"
        cell={(column, row) => {
          if (column === 'mode') return t(`partners.payout.modes.${String(row.mode)}`);
          if (column === 'status') return t(`partners.payoutStatuses.${String(row.status)}`);
          if (MONEY.has(column)) return partnerRoubles(t, Number(row[column]));
          return undefined;
        }}
      />
    </>
  );
}

/** A partner's page: figures, earnings by day, referred players, payouts, the payout form and the partner's freeze. */
export default function PartnerPage({ me }: { me: ConsoleMe }) {
  const { id } = useParams();
  const partner = usePartner(Number(id));
  return <QueryFrame query={partner}>{(data) => <PartnerView me={me} partner={data} />}</QueryFrame>;
}
