import { useQuery } from '@tanstack/react-query';
import { BATTLE_DEFAULT_MAX_ROUNDS } from '@tastydrop/domain';
import type { BattleCaseSections, BattleSectionCase } from '../types';
import { battleKeys } from './keys';
import { callApi } from '../../../lib/api/call';
import { battlesApi } from '../../../lib/api/endpoints/battles';

type RawCase = Partial<BattleSectionCase> & {
  id: number;
  name: string;
  priceData?: { price: number };
  imageData?: { image: string };
  appearanceData?: { image: string };
};
interface RawSections {
  lastCases?: RawCase[];
  maxRounds?: number;
  sections?: { id: number; name: string; cases: RawCase[] }[];
}

/** A case as the picker needs it, whether the server sends the flat or the catalog shape. */
function toSectionCase(raw: RawCase): BattleSectionCase {
  return {
    id: raw.id,
    name: raw.name,
    title: raw.title ?? raw.name,
    image: raw.image ?? raw.imageData?.image ?? raw.appearanceData?.image ?? '',
    price: raw.price ?? raw.priceData?.price ?? 0,
  };
}

/** GET /old/cases: the cases allowed in battles by section, the player's last cases and the round limit. */
async function getBattleCases(): Promise<BattleCaseSections> {
  const raw: RawSections = await callApi(battlesApi.cases);
  return {
    lastCases: (raw.lastCases ?? []).map(toSectionCase),
    maxRounds: raw.maxRounds ?? BATTLE_DEFAULT_MAX_ROUNDS,
    sections: (raw.sections ?? []).map((s) => ({ id: s.id, name: s.name, cases: s.cases.map(toSectionCase) })),
  };
}

export function useBattleCases() {
  return useQuery({ queryKey: battleKeys.cases(), queryFn: getBattleCases, staleTime: 60_000 });
}
