import { formatAmount, toWire, verifyBattleRecord, type Battle } from '@tastydrop/domain';
import { WearFloat } from '../../../components/ui/wear-float';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useBattleRecord } from '../api/get-battle-record';
import styles from './fair.module.css';

/** The ulid in `?battle=`, if any. */
export function battleUlidOf(params: URLSearchParams): string | null {
  const ulid = params.get('battle')?.trim().toUpperCase() ?? '';
  return /^[0-9A-HJKMNP-TV-Z]{26}$/.test(ulid) ? ulid : null;
}

function BattleRounds({ battle }: { battle: Battle }) {
  const { t } = useTranslation('provably-fair');
  const verification = useMemo(() => verifyBattleRecord(battle), [battle]);
  const names = new Map(battle.rounds.flatMap((r) => r.drops.map((d) => [d.item.id, d.item.name] as const)));
  const recomputed = new Map((verification.outcome?.draws ?? []).map((d) => [`${d.round}:${d.seat}`, d]));
  const caseTitle = new Map(battle.cases.map((c) => [c.id, c.title]));
  const winner = verification.outcome?.winnerTeam;
  return (
    <>
      <p className={verification.ok ? styles.ok : styles.bad} data-testid="battle-check-result" data-ok={verification.ok}>
        <Icon name={verification.ok ? 'check' : 'alert'} size={16} />
        {verification.ok ? t('battle.ok', { count: battle.totalRounds }) : t('battle.bad')}
      </p>
      {verification.problems.length > 0 && (
        <ul className={styles.muted} data-testid="battle-check-problems">
          {verification.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.battleTable} data-testid="battle-check-rounds">
          <thead>
            <tr>
              <th scope="col">{t('battle.round')}</th>
              <th scope="col">{t('battle.seat')}</th>
              <th scope="col">{t('battle.ticket')}</th>
              <th scope="col">{t('battle.published')}</th>
              <th scope="col">{t('battle.recomputed')}</th>
            </tr>
          </thead>
          <tbody>
            {battle.rounds.flatMap((round) =>
              round.drops.map((drop) => {
                const mine = recomputed.get(`${round.round}:${drop.seat}`);
                const same = mine !== undefined && mine.itemId === drop.item.id && mine.ticket === drop.ticket && mine.float === drop.float;
                return (
                  <tr key={`${round.round}:${drop.seat}`} data-testid="battle-check-row" data-match={same}>
                    <td>
                      {round.round}
                      <span className={styles.muted}> · {caseTitle.get(round.caseId)}</span>
                    </td>
                    <td>{drop.seat}</td>
                    <td>{mine?.ticket ?? '—'}</td>
                    <td>
                      {drop.item.name} · {formatAmount(drop.item.price)} ₽
                      {drop.float !== null && <WearFloat value={drop.float} />}
                    </td>
                    <td className={same ? styles.cellOk : styles.cellBad}>
                      {mine ? `${names.get(mine.itemId) ?? `#${mine.itemId}`} · ${formatAmount(toWire(mine.price))} ₽` : '—'}
                      {mine?.float != null && <WearFloat value={mine.float} />}
                    </td>
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
      </div>
      {winner !== undefined && (
        <p className={styles.muted} data-testid="battle-check-winner">
          {t('battle.winner', {
            team: winner,
            names: battle.members
              .filter((m) => m.team === winner)
              .map((m) => m.user.nickname)
              .join(', '),
          })}
          {battle.fairness.tieBreakTicket !== null && ` ${t('battle.tieBreak', { ticket: battle.fairness.tieBreakTicket })}`}
        </p>
      )}
    </>
  );
}

/** /provably-fair/check?battle=ULID[&invite=…]: re-derives a finished battle round by round from its revealed seed. */
export function BattleCheck({ ulid, invite }: { ulid: string; invite?: string | undefined }) {
  const { t } = useTranslation('provably-fair');
  const record = useBattleRecord(ulid, invite);
  if (record.isPending) return <Skeleton height={420} className={styles.panel} />;
  if (record.isError) {
    return (
      <p className={`${styles.notice} ${styles.warning}`} role="status" data-testid="battle-check-missing">
        <Icon name="alert" size={18} />
        {t('battle.notFound')}
      </p>
    );
  }
  const battle = record.data;
  const { fairness } = battle;
  return (
    <section className={styles.panel} aria-labelledby="battle-check-title" data-testid="battle-check">
      <h2 id="battle-check-title" className={styles.panelTitle}>
        {t('battle.title')}
      </h2>
      <dl className={styles.pairs}>
        <dt>{t('battle.serverSeed')}</dt>
        <dd>
          <code className={styles.mono}>{fairness.serverSeed ?? t('battle.hidden')}</code>
        </dd>
        <dt>{t('battle.hash')}</dt>
        <dd>
          <code className={styles.mono}>{fairness.serverSeedHash}</code>
        </dd>
        <dt>{t('battle.clientSeed')}</dt>
        <dd>
          <code className={styles.mono}>{fairness.clientSeed ?? '—'}</code>
        </dd>
      </dl>
      {battle.status === 'finished' ? (
        <BattleRounds battle={battle} />
      ) : (
        <p className={`${styles.notice} ${styles.warning}`} role="status" data-testid="battle-check-pending">
          <Icon name="lock" size={18} />
          <span>{t('battle.pending')}</span>
        </p>
      )}
      <div>
        <ButtonLink to={paths.battle(battle.ulid)} variant="secondary" size="s">
          {t('battle.toBattle')}
        </ButtonLink>
      </div>
    </section>
  );
}
