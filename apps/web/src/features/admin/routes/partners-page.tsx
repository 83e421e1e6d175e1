import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ConsoleRoleName } from '@tastydrop/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import type { ConsoleMe } from '../api/get-console-me';
import { useFreezePair, usePartners, useSuspiciousPairs } from '../api/partners';
import styles from '../components/admin.module.css';
import { PartnerError } from '../components/partner-error';
import { PartnerGrantFormPanel } from '../components/partner-grant-form';
import { PartnerSettingsPanel } from '../components/partner-settings-form';
import { ReasonAction } from '../components/reason-action';
import { RowsTable } from '../components/rows-table';
import { evidenceWords, partnerRoubles } from '../utils/partner-texts';

/** The roles that grant partner status and freeze partners or pairs (reading is open to every money role). */
export const PARTNER_MANAGERS: readonly ConsoleRoleName[] = ['owner', 'admin'];

const TABS = ['partners', 'pairs', 'settings'] as const;
type Tab = (typeof TABS)[number];
const PARTNER_COLUMNS = ['player', 'code', 'ratePercent', 'status', 'referred', 'deposits', 'stakes', 'earned', 'claimable', 'held', 'paid'];
const PARTNER_CSV = ['userId', 'nickname', 'code', 'ratePercent', 'status', 'referred', 'active', 'deposits', 'stakes', 'earned', 'claimable', 'held', 'paid', 'note', 'grantedAt'];
const PAIR_COLUMNS = ['referrer', 'referred', 'evidence', 'deposits', 'stakes', 'earned', 'boundAt', 'frozen'];
const PAIR_CSV = ['referrerId', 'referrerName', 'referredId', 'referredName', 'evidence', 'deposits', 'stakes', 'earned', 'boundAt', 'frozen'];
const MONEY = new Set(['deposits', 'stakes', 'earned', 'claimable', 'held', 'paid']);

/** A player's name (or number, when they have none) linking to their console page. */
export function PlayerLink({ id, name }: { id: unknown; name: unknown }) {
  return <Link to={`/admin/players/${String(id)}`}>{typeof name === 'string' && name ? name : `#${String(id)}`}</Link>;
}

function PartnersTab({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation('admin');
  const partners = usePartners();
  const titles = Object.fromEntries(PARTNER_COLUMNS.map((c) => [c, t(`partners.columns.${c}`)]));
  return (
    <>
      {PARTNER_MANAGERS.includes(me.role) && <PartnerGrantFormPanel />}
      <RowsTable
        rows={partners.data?.rows}
        loading={partners.isPending}
        error={Boolean(partners.error)}
        empty={t('partners.empty')}
        columns={PARTNER_COLUMNS}
        csvColumns={PARTNER_CSV}
        csvName="partners"
        titles={titles}
        testId="console-partners"
        cell={(column, row) => {
          if (column === 'player') return <PlayerLink id={row.userId} name={row.nickname} />;
          if (column === 'ratePercent') return t('partners.rate', { rate: Number(row.ratePercent) });
          if (column === 'status') return <span className={row.status === 'frozen' ? styles.error : undefined}>{t(`partners.statuses.${String(row.status)}`)}</span>;
          if (column === 'referred') return t('partners.referredActive', { referred: Number(row.referred), active: Number(row.active) });
          if (MONEY.has(column)) return partnerRoubles(t, Number(row[column]));
          return undefined;
        }}
        actions={(row) => (
          <ButtonLink variant="secondary" size="xs" to={`/admin/partners/${String(row.userId)}`} data-testid={`console-partner-open-${String(row.userId)}`}>
            {t('partners.open')}
          </ButtonLink>
        )}
      />
    </>
  );
}

function PairsTab({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation('admin');
  const pairs = useSuspiciousPairs();
  const freeze = useFreezePair();
  const titles = Object.fromEntries(PAIR_COLUMNS.map((c) => [c, t(`partners.pairColumns.${c}`)]));
  return (
    <>
      <p className={`${styles.muted} ${styles.panel}`}>{t('partners.pairsHint')}</p>
      <PartnerError error={freeze.error} testId="console-pair-freeze-error" />
      <RowsTable
        rows={pairs.data?.rows}
        loading={pairs.isPending}
        error={Boolean(pairs.error)}
        empty={t('partners.pairsEmpty')}
        columns={PAIR_COLUMNS}
        csvColumns={PAIR_CSV}
        csvName="partner-pairs"
        titles={titles}
        testId="console-partner-pairs"
        cell={(column, row) => {
          if (column === 'referrer') return <PlayerLink id={row.referrerId} name={row.referrerName} />;
          if (column === 'referred') return <PlayerLink id={row.referredId} name={row.referredName} />;
          if (column === 'evidence') return Array.isArray(row.evidence) ? evidenceWords(t, row.evidence.map(String)) : undefined;
          if (column === 'frozen') return row.frozen ? <span className={styles.error}>{t('partners.frozen')}</span> : '—';
          if (MONEY.has(column)) return partnerRoubles(t, Number(row[column]));
          return undefined;
        }}
        actions={
          PARTNER_MANAGERS.includes(me.role)
            ? (row) => (
                <ReasonAction
                  label={row.frozen ? t('partners.unfreezePair') : t('partners.freezePair')}
                  danger={!row.frozen}
                  busy={freeze.isPending}
                  onConfirm={(reason) => freeze.mutate({ referredId: Number(row.referredId), frozen: !row.frozen, reason })}
                  testId={`console-pair-freeze-${String(row.referredId)}`}
                />
              )
            : undefined
        }
      />
    </>
  );
}

/** The partner programme: streamer partners with their figures and the grant form, the referred pairs that look like one person, and (for the managers) the programme's settings. */
export default function PartnersPage({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  // The programme's settings are the managers' alone: other roles see neither the tab nor its form.
  const tabs = TABS.filter((k) => k !== 'settings' || PARTNER_MANAGERS.includes(me.role));
  const asked = params.get('tab');
  const tab: Tab = tabs.find((k) => k === asked) ?? 'partners';
  return (
    <>
      <h1 className={styles.title}>{t('partners.title')}</h1>
      <div className={styles.tabs} role="tablist">
        {tabs.map((k) => (
          <Button key={k}  role="tab" aria-selected={k === tab} variant="secondary" size="xs" active={k === tab} onClick={() => setParams(k === 'partners' ? {} : { tab: k })} data-testid={`console-partners-tab-${k}`}>
            {t(`partners.tabs.${k}`)}
          </Button>
        ))}
      </div>
      {tab === 'partners' && <PartnersTab me={me} />}
      {tab === 'pairs' && <PairsTab me={me} />}
      {tab === 'settings' && <PartnerSettingsPanel />}
    </>
  );
}
