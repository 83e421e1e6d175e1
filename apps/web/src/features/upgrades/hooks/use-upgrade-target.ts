import { useQueryClient } from '@tanstack/react-query';
import { fromWire, targetPriceFor, toWire, upgradeRatioAllowed, UPGRADE_DEFAULT_FACTOR, type UniqueItem } from '@tastydrop/domain';
import { useCallback, useState } from 'react';
import { uniqueItemsQueryOptions, type TargetFilter } from '../api/get-unique-items';

const INITIAL: TargetFilter = { search: '', priceFrom: null, priceTo: null, sort: 'price_asc', group: 'all', page: 1 };

/**
 * The target and the picker's filter. While a multiplier factor is set (the default 1.5 at
 * first), the lower price bound follows the stake times the factor; typing a bound stops that.
 */
export function useUpgradeTarget(inputTotal: number) {
  const client = useQueryClient();
  const [target, setTarget] = useState<UniqueItem | null>(null);
  const [factor, setFactor] = useState<number | null>(UPGRADE_DEFAULT_FACTOR);
  const [filter, setFilter] = useState<TargetFilter>(INITIAL);

  const following = factor !== null && inputTotal > 0;
  const effective: TargetFilter = following ? { ...filter, priceFrom: toWire(targetPriceFor(inputTotal, factor)) } : filter;

  const changeFilter = useCallback((patch: Partial<TargetFilter>) => {
    if ('priceFrom' in patch || 'priceTo' in patch) setFactor(null);
    setFilter((f) => ({ ...f, ...patch }));
  }, []);

  /** A preset: targets from stake × factor, cheapest first, and the cheapest one that is allowed becomes the target. */
  const applyPreset = useCallback(
    async (preset: number) => {
      setFactor(preset);
      setFilter((f) => ({ ...f, priceTo: null, sort: 'price_asc', page: 1 }));
      if (inputTotal <= 0) return;
      const next: TargetFilter = { ...filter, priceFrom: toWire(targetPriceFor(inputTotal, preset)), priceTo: null, sort: 'price_asc', page: 1 };
      const found = await client.fetchQuery(uniqueItemsQueryOptions(next)).catch(() => null);
      const first = found?.items.find((i) => fromWire(i.price) > inputTotal && upgradeRatioAllowed(inputTotal, fromWire(i.price)));
      if (first) setTarget(first);
    },
    [client, filter, inputTotal],
  );

  const pick = useCallback((item: UniqueItem) => {
    setTarget((current) => (current?.id === item.id ? null : item));
  }, []);

  return { target, setTarget, factor, filter: effective, changeFilter, applyPreset, pick };
}
