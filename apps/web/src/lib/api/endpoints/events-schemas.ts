import {
  BattlePass,
  ChallengePrize,
  EventCase,
  EventFreeCase,
  EventSettings,
  FreeCaseGiftView,
  InfoPopup,
  RaffleEntrants,
  RaffleResult,
} from '@tastydrop/domain';
import { z } from 'zod';
import type { ResponseSchemasOf } from './endpoint';
import type { eventsApi } from './events';

/** What each events call answers, checked in development and tests only (response-schemas.ts). */
export const eventsSchemas: ResponseSchemasOf<typeof eventsApi> = {
  current: EventSettings,
  cases: z.array(EventCase),
  challenge: BattlePass,
  claimLevel: ChallengePrize,
  raffleResult: RaffleResult,
  raffleEntrants: RaffleEntrants,
  popupInfo: InfoPopup,
  freeCases: z.array(EventFreeCase),
  ownFreeCases: z.array(EventFreeCase),
  claimFreeCase: FreeCaseGiftView,
};
