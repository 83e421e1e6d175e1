import type { BattlePass, ChallengePrize, EventCase, EventCasesQuery, EventFreeCase, EventSettings, FreeCaseGiftView, InfoPopup, RaffleEntrants, RaffleResult, RaffleResultQuery } from '@tastydrop/domain';
import type { z } from 'zod';
import { endpoint } from './endpoint';

/** The event, challenge and raffle calls of the web app. */
export const eventsApi = {
  current: endpoint<typeof EventSettings>()('events.current', 'GET', '/v1/event/current'),
  cases: endpoint<z.ZodArray<typeof EventCase>, typeof EventCasesQuery>()('events.cases', 'GET', '/v1/event/cases'),
  challenge: endpoint<typeof BattlePass>()('events.challenge', 'GET', '/v1/challenge'),
  claimLevel: endpoint<typeof ChallengePrize>()('events.claimLevel', 'POST', '/v1/event/challenge/prize/:level', true),
  raffleResult: endpoint<typeof RaffleResult, typeof RaffleResultQuery>()('events.raffleResult', 'GET', '/v1/event/raffle-result/:slug'),
  raffleEntrants: endpoint<typeof RaffleEntrants>()('events.raffleEntrants', 'GET', '/v1/event/raffle-entrants/:slug'),
  popupInfo: endpoint<typeof InfoPopup>()('events.popupInfo', 'GET', '/v1/popup/info', true),
  freeCases: endpoint<z.ZodArray<typeof EventFreeCase>>()('events.freeCases', 'GET', '/v1/event/free-cases'),
  /** The same list with the player's own claims: sent with the session. */
  ownFreeCases: endpoint<z.ZodArray<typeof EventFreeCase>>()('events.ownFreeCases', 'GET', '/v1/event/free-cases', true),
  claimFreeCase: endpoint<typeof FreeCaseGiftView>()('events.claimFreeCase', 'POST', '/v1/event/free-cases/:index/claim', true),
} as const;
