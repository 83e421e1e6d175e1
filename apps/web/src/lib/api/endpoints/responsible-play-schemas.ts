import {
  BirthDateResponse,
  ConfirmLimitResponse,
  Ok,
  PlaySession,
  ResponsiblePlayState,
  SetLimitResponse,
  Statement,
  TakeBreakResponse,
} from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { responsiblePlayApi } from './responsible-play';

/** What each responsible play call answers, checked in development and tests only (response-schemas.ts). */
export const responsiblePlaySchemas: ResponseSchemasOf<typeof responsiblePlayApi> = {
  state: ResponsiblePlayState,
  setLimit: SetLimitResponse,
  confirmLimit: ConfirmLimitResponse,
  takeBreak: TakeBreakResponse,
  birthDate: BirthDateResponse,
  playTime: Ok,
  heartbeat: PlaySession,
  statement: Statement,
};
