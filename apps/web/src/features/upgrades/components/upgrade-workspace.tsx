import { chanceTier, fromWire, upgradeChance, upgradeChanceTickets, upgradeRatioAllowed, upgradeWinRange, UPGRADE_MAX_ITEMS, UPGRADE_MULTIPLIER_PRESETS, UPGRADE_RATE_BP } from '@tastydrop/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { pushAlert } from '../../../stores/alerts-store';
import { useUpgradeItems } from '../api/get-upgrade-items';
import { useUpgradeRate } from '../api/get-upgrade-rate';
import { useItemSelection } from '../../../hooks/use-item-selection';
import { usePreselectItem } from '../../../hooks/use-preselect-item';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { usePlayPause } from '../../../hooks/use-play-pause';
import { PauseNotice } from '../../../components/ui/pause-notice';
import { useUpgradeRun } from '../hooks/use-upgrade-run';
import { useUpgradeTarget } from '../hooks/use-upgrade-target';
import { upgradeErrorText } from '../utils/upgrade-error';
import { OwnItems } from './own-items';
import { StakeSlot, TargetSlot } from './stage-slots';
import { TargetPicker } from './target-picker';
import { UpgradeControls } from './upgrade-controls';
import { UpgradeResult } from './upgrade-result';
import { UpgradeWheel } from './upgrade-wheel';
import styles from './upgrade-workspace.module.css';

/** The signed-in upgrade page: stake, wheel and target on the stage; own items and targets below. */
export function UpgradeWorkspace() {
  const { t } = useTranslation('upgrades');
  const rate = useUpgradeRate();
  const rateBp = rate.data ? Math.round(rate.data.upgradeRate * 10_000) : UPGRADE_RATE_BP;
  const cap = rate.data?.maxItems ?? UPGRADE_MAX_ITEMS;
  const [page, setPage] = useState(1);
  const items = useUpgradeItems(page, true);
  const selection = useItemSelection(cap);
  usePreselectItem(items.data?.items, selection);
  const picked = useUpgradeTarget(selection.total);
  const [reversed, setReversed] = useState(false);
  // The reversed range resets when the selection clears.
  if (selection.selected.length === 0 && reversed) setReversed(false);
  const [error, setError] = useState<string | null>(null);
  const animate = !useReducedMotion();
  const run = useUpgradeRun(selection.clear);
  const { phase } = run;

  const target = picked.target;
  const targetPrice = target ? fromWire(target.price) : 0;
  const done = phase.kind === 'idle' ? null : phase.done;
  const chanceTickets = target ? upgradeChanceTickets(selection.total, targetPrice, rateBp) : 0;
  const chance = done ? done.chance : target ? upgradeChance(selection.total, targetPrice, rateBp) : 0;
  const range = done ? done.rollRange : upgradeWinRange(chanceTickets, reversed);
  const locked = run.pending || phase.kind !== 'idle';
  const center = useRef<HTMLDivElement>(null);

  // The wheel must be seen turning: bring it into view when the spin starts (the button sits below it).
  useEffect(() => {
    const box = center.current?.getBoundingClientRect();
    if (phase.kind !== 'spinning' || !box) return;
    if (box.top < 0 || box.bottom > window.innerHeight) center.current?.scrollIntoView({ block: 'center', behavior: animate ? 'smooth' : 'auto' });
  }, [phase.kind, animate]);

  const pause = usePlayPause();
  let blocker: string | null = null;
  if (pause) blocker = pause.text;
  else if (selection.selected.length === 0) blocker = t('controls.needItems');
  else if (!target) blocker = t('controls.needTarget');
  else if (targetPrice <= selection.total) blocker = t('controls.tooCheap');
  else if (!upgradeRatioAllowed(selection.total, targetPrice)) blocker = t('controls.tooDear');

  const toggle = (item: Parameters<typeof selection.toggle>[0]) => {
    setError(null);
    if (!selection.toggle(item)) pushAlert({ type: 'info', title: t('items.capReached', { count: cap }) });
  };

  const submit = () => {
    if (!target || blocker) return;
    setError(null);
    run.run({ items: selection.selected.map((i) => i.id), targetItemId: target.id, reversed }, (failure) => {
      setError(upgradeErrorText(failure, t));
      if (isApiError(failure) && failure.code === 'notFoundOutdated') {
        selection.clear();
        void items.refetch();
      }
    });
  };

  return (
    <div className={styles.workspace}>
      {pause && <PauseNotice pause={pause} />}
      <section className={styles.stage} aria-label={t('stage.label')}>
        <StakeSlot items={selection.selected} total={selection.total} />
        <div ref={center} className={styles.center}>
          <UpgradeWheel
            range={range}
            chance={chance}
            tier={chanceTier(chance)}
            spin={done && phase.kind !== 'idle' ? { id: phase.id, ticket: done.roll, success: done.success } : null}
            animate={animate}
            onDone={run.finish}
          />
          {phase.kind === 'result' ? (
            <UpgradeResult done={phase.done} onContinue={run.close} />
          ) : (
            <UpgradeControls
              presets={rate.data?.presets ?? UPGRADE_MULTIPLIER_PRESETS}
              factor={picked.factor}
              onPreset={(f) => void picked.applyPreset(f)}
              reversed={reversed}
              onReversed={setReversed}
              range={range}
              blocker={blocker}
              error={error}
              busy={locked}
              onUpgrade={submit}
            />
          )}
        </div>
        <TargetSlot target={target} inputTotal={selection.total} />
      </section>
      <div className={styles.pickers}>
        <OwnItems
          items={items.data?.items}
          total={items.data?.totalItem ?? 0}
          isError={items.isError}
          onRetry={() => void items.refetch()}
          page={page}
          onPage={setPage}
          selectedIds={selection.ids}
          cap={cap}
          locked={locked}
          onToggle={toggle}
          onSelectAll={() => items.data && selection.selectAll(items.data.items)}
          onClear={selection.clear}
        />
        <TargetPicker filter={picked.filter} onFilter={picked.changeFilter} inputTotal={selection.total} selectedId={target?.id ?? null} locked={locked} onPick={picked.pick} />
      </div>
    </div>
  );
}
