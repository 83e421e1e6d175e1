import { fromWire, hashServerSeed, rollFloat, rollTicket, verifyContract, verifyUpgrade, type ContractRecordDetails, type FloatRange, type UpgradeRecord } from '@tastydrop/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { formatPrice } from '../../../components/ui/price-tag';
import { WearFloat } from '../../../components/ui/wear-float';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useContractRecord, useUpgradeRecord } from '../api/get-game-records';
import { checkHref } from '../utils/check-params';
import styles from './fair.module.css';
import { formatPercent } from '../../../lib/format-percent';

/** The id in `?upgrade=` or `?contract=`, if any. */
export function gameRecordOf(params: URLSearchParams): { kind: 'upgrade' | 'contract'; id: number } | null {
  for (const kind of ['upgrade', 'contract'] as const) {
    const id = Number(params.get(kind));
    if (Number.isInteger(id) && id > 0) return { kind, id };
  }
  return null;
}

function Match({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <span className={ok ? styles.ok : styles.bad} data-testid="record-match">
      <Icon name={ok ? 'check' : 'alert'} size={14} />
      {ok ? yes : no}
    </span>
  );
}

interface Seeds {
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  cursor: number;
  ticket: number;
  /** A CS skin prize's stored wear float and the range it was rolled in; null otherwise. */
  float: number | null;
  floatRange: FloatRange | null;
}

/** A CS skin prize's wear float recomputed from the revealed seeds, compared with the stored one. */
function FloatCheck({ record, serverSeed }: { record: Seeds; serverSeed: string }) {
  const { t } = useTranslation('upgrades');
  const { float, floatRange } = record;
  if (float === null || !floatRange) return null;
  const recomputed = rollFloat(serverSeed, record.clientSeed, record.nonce, record.cursor, floatRange);
  return (
    <p className={styles.notice} data-testid="record-float">
      <span>{t('fair.wear', { min: floatRange.min, max: floatRange.max })}</span>
      <WearFloat value={recomputed} variant="full" />
      <Match ok={recomputed === float} yes={t('fair.floatOk')} no={t('fair.floatBad', { float })} />
    </p>
  );
}

/** The shared part: seeds, the recomputed hash and ticket, then the game's own outcome check. */
function SeedCheck({ title, record, outcome }: { title: string; record: Seeds; outcome: (ticket: number) => ReactNode }) {
  const { t } = useTranslation('upgrades');
  const { serverSeed } = record;
  const ticket = serverSeed ? rollTicket(serverSeed, record.clientSeed, record.nonce, record.cursor) : null;
  return (
    <section className={styles.panel} aria-labelledby="record-check-title" data-testid="record-check">
      <h2 id="record-check-title" className={styles.panelTitle}>
        {title}
      </h2>
      {!serverSeed && (
        <div className={`${styles.notice} ${styles.warning}`} role="status" data-testid="record-secret">
          <Icon name="lock" size={18} />
          <span>{t('fair.secret')}</span>
          <ButtonLink to={paths.fairSettings} size="s">
            {t('fair.toSettings')}
          </ButtonLink>
        </div>
      )}
      <dl className={styles.pairs}>
        <dt>{t('fair.serverSeed')}</dt>
        <dd>
          <code className={styles.mono}>{serverSeed ?? t('fair.hidden')}</code>
        </dd>
        <dt>{t('fair.hash')}</dt>
        <dd>
          <code className={styles.mono}>{record.serverSeedHash}</code>
          {serverSeed && <Match ok={hashServerSeed(serverSeed) === record.serverSeedHash} yes={t('fair.hashOk')} no={t('fair.hashBad')} />}
        </dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd>
          <code className={styles.mono}>{record.clientSeed}</code>
        </dd>
        <dt>{t('fair.nonceCursor')}</dt>
        <dd>
          {record.nonce} / {record.cursor}
        </dd>
      </dl>
      {ticket !== null && (
        <>
          <div className={styles.ticketBox}>
            <span className={styles.muted}>{t('fair.ticket')}</span>
            <strong className={styles.ticket} data-testid="record-ticket">
              {ticket}
            </strong>
            <Match ok={ticket === record.ticket} yes={t('fair.ticketOk')} no={t('fair.ticketBad', { ticket: record.ticket })} />
          </div>
          {outcome(ticket)}
          {serverSeed && <FloatCheck record={record} serverSeed={serverSeed} />}
          <ButtonLink variant="ghost" size="s" to={checkHref({ serverSeed: serverSeed ?? undefined, clientSeed: record.clientSeed, nonce: String(record.nonce), cursor: String(record.cursor) })}>
            {t('fair.openTool')}
          </ButtonLink>
        </>
      )}
    </section>
  );
}

function UpgradeOutcome({ record, ticket }: { record: UpgradeRecord; ticket: number }) {
  const { t } = useTranslation('upgrades');
  const check = verifyUpgrade({ ticket, inputTotal: fromWire(record.inputTotal), targetPrice: fromWire(record.target.price), rateBp: record.rateBp, reversed: record.reversed });
  return (
    <p className={styles.notice} data-testid="record-outcome">
      <span>{t('fair.upgradeOutcome', { chance: formatPercent(check.chance), from: check.range.from, to: check.range.to, result: t(check.success ? 'fair.win' : 'fair.lose') })}</span>
      <Match ok={check.success === record.success && check.chance === record.chance} yes={t('fair.outcomeOk')} no={t('fair.outcomeBad')} />
    </p>
  );
}

function ContractOutcome({ record, ticket }: { record: ContractRecordDetails; ticket: number }) {
  const { t } = useTranslation('upgrades');
  const candidates = record.candidates.map((c) => ({ itemId: c.itemId, price: fromWire(c.price) }));
  const drawn = verifyContract({ candidates, total: fromWire(record.inputTotal), returnBp: record.returnBp, ticket });
  return (
    <p className={styles.notice} data-testid="record-outcome">
      <span>{t('fair.contractOutcome', { count: candidates.length, item: record.prize.name, price: formatPrice(record.prize.price, 'GOLD') })}</span>
      <Match ok={drawn?.itemId === record.prize.id} yes={t('fair.outcomeOk')} no={t('fair.outcomeBad')} />
    </p>
  );
}

/** Verifies an upgrade (`?upgrade=id`) or a contract (`?contract=id`) in the browser with the domain's own maths. */
export function GameRecordCheck({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation('upgrades');
  const wanted = gameRecordOf(params);
  const upgrade = useUpgradeRecord(wanted?.kind === 'upgrade' ? wanted.id : null);
  const contract = useContractRecord(wanted?.kind === 'contract' ? wanted.id : null);
  const query = wanted?.kind === 'upgrade' ? upgrade : contract;
  if (!wanted) return null;
  if (query.isPending) return <Skeleton height={360} />;
  if (query.isError) {
    return (
      <p className={`${styles.notice} ${styles.warning}`} role="status">
        <Icon name="alert" size={18} />
        {t('fair.notFound')}
      </p>
    );
  }
  if (upgrade.data) {
    const u = upgrade.data;
    const title = t('fair.upgradeTitle', { id: u.id, total: formatPrice(u.inputTotal, 'GOLD'), target: u.target.name });
    return <SeedCheck title={title} record={u} outcome={(ticket) => <UpgradeOutcome record={u} ticket={ticket} />} />;
  }
  const c = contract.data!;
  const title = t('fair.contractTitle', { id: c.id, total: formatPrice(c.inputTotal, 'GOLD') });
  return <SeedCheck title={title} record={c} outcome={(ticket) => <ContractOutcome record={c} ticket={ticket} />} />;
}
