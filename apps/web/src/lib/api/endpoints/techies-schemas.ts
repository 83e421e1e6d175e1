import { TechiesActiveResponse, TechiesGamesResponse, TechiesPlayResponse } from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { techiesApi } from './techies';

/** What each techies call answers, checked in development and tests only (response-schemas.ts). */
export const techiesSchemas: ResponseSchemasOf<typeof techiesApi> = {
  active: TechiesActiveResponse,
  games: TechiesGamesResponse,
  start: TechiesPlayResponse,
  reveal: TechiesPlayResponse,
  cashOut: TechiesPlayResponse,
};
