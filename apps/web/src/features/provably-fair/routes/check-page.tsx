import type { OpeningRecord } from '@tastydrop/domain';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useOpening } from '../api/get-opening';
import { CheckForm } from '../components/check-form';
import { BattleCheck, battleUlidOf } from '../components/battle-check';
import { CheckResult } from '../components/check-result';
import { GameRecordCheck, gameRecordOf } from '../components/game-record-check';
import { TechiesCheck, techiesGameOf } from '../components/techies-check';
import { isComplete, toRollInput, valuesFromOpening, valuesFromParams, type CheckValues } from '../utils/check-params';
import { verifyRoll } from '../utils/verify-roll';
import styles from '../components/fair.module.css';

function CheckTool({ initial, opening }: { initial: CheckValues; opening: OpeningRecord | null }) {
  const { t } = useTranslation('provably-fair');
  // A complete prefill is checked at once.
  const [checked, setChecked] = useState<CheckValues | null>(() => (isComplete(initial) ? initial : null));
  const result = useMemo(() => (checked ? verifyRoll(toRollInput(checked)) : null), [checked]);
  const secret = opening !== null && opening.serverSeed === null;
  const resultBox = useRef<HTMLDivElement>(null);
  // On a phone the result sits below the form: show it after a check.
  const check = (values: CheckValues) => {
    setChecked(values);
    requestAnimationFrame(() => {
      const box = resultBox.current;
      if (box && box.getBoundingClientRect().top > window.innerHeight * 0.6) box.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
  };
  return (
    <div className={styles.page}>
      {opening && (
        <p className={styles.notice} data-testid="check-opening">
          <Icon name="info" size={18} />
          <span>{t('check.opening', { id: opening.id, item: opening.item.name, case: opening.caseTitle, ticket: opening.ticket })}</span>
        </p>
      )}
      {secret && (
        <div className={`${styles.notice} ${styles.warning}`} role="status" data-testid="check-secret">
          <Icon name="lock" size={18} />
          <span>{t(opening.mine ? 'check.secret' : 'check.secretOther')}</span>
          {opening.mine && (
            <ButtonLink to={paths.fairSettings} size="s">
              {t('check.toSettings')}
            </ButtonLink>
          )}
        </div>
      )}
      <div className={styles.checkLayout}>
        <CheckForm initial={initial} onCheck={check} />
        <div ref={resultBox} className={styles.resultBox}>
          <CheckResult result={result} caseName={checked?.caseName.trim() || null} opening={opening} />
        </div>
      </div>
    </div>
  );
}

function openingIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /provably-fair/check: recomputes a roll in the browser, prefilled from an opening or the query string. */
export default function CheckPage() {
  const { t } = useTranslation('provably-fair');
  const [params] = useSearchParams();
  const openingId = openingIdOf(params.get('opening'));
  const opening = useOpening(openingId);
  if (gameRecordOf(params)) return <GameRecordCheck params={params} />;
  const techiesGame = techiesGameOf(params);
  if (techiesGame) return <TechiesCheck gameId={techiesGame} />;
  const battleUlid = battleUlidOf(params);
  if (battleUlid) return <BattleCheck ulid={battleUlid} invite={params.get('invite') ?? undefined} />;

  if (openingId !== null && opening.isPending) {
    return (
      <div className={styles.checkLayout} aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={420} className={styles.panel} />
        <Skeleton height={420} className={styles.panel} />
      </div>
    );
  }
  const record = opening.data ?? null;
  const initial = record ? valuesFromOpening(record) : valuesFromParams(params);
  return (
    <>
      {openingId !== null && opening.isError && (
        <p className={`${styles.notice} ${styles.warning}`} role="status">
          <Icon name="alert" size={18} />
          {t('check.openingNotFound')}
        </p>
      )}
      <CheckTool key={record ? `opening-${record.id}-${record.serverSeed ?? ''}` : params.toString()} initial={initial} opening={record} />
    </>
  );
}
