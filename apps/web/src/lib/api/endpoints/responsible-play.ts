import type {
  BirthDateRequest,
  BirthDateResponse,
  ConfirmLimitRequest,
  ConfirmLimitResponse,
  Ok,
  PlaySession,
  PlayTimeSettingsRequest,
  ResponsiblePlayState,
  SetLimitRequest,
  SetLimitResponse,
  Statement,
  TakeBreakRequest,
  TakeBreakResponse,
} from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The responsible-play calls: limits, breaks, age, play time and the monthly statement. */
export const responsiblePlayApi = {
  state: endpoint<typeof ResponsiblePlayState>()('responsiblePlay.state', 'GET', '/v1/responsible-play', true),
  setLimit: endpoint<typeof SetLimitResponse, typeof SetLimitRequest>()('responsiblePlay.setLimit', 'PUT', '/v1/responsible-play/limits', true),
  confirmLimit: endpoint<typeof ConfirmLimitResponse, typeof ConfirmLimitRequest>()('responsiblePlay.confirmLimit', 'POST', '/v1/responsible-play/limits/confirm', true),
  takeBreak: endpoint<typeof TakeBreakResponse, typeof TakeBreakRequest>()('responsiblePlay.takeBreak', 'POST', '/v1/responsible-play/break', true),
  birthDate: endpoint<typeof BirthDateResponse, typeof BirthDateRequest>()('responsiblePlay.birthDate', 'POST', '/v1/responsible-play/birth-date', true),
  playTime: endpoint<typeof Ok, typeof PlayTimeSettingsRequest>()('responsiblePlay.playTime', 'PUT', '/v1/responsible-play/play-time', true),
  heartbeat: endpoint<typeof PlaySession>()('responsiblePlay.heartbeat', 'POST', '/v1/responsible-play/heartbeat', true),
  statement: endpoint<typeof Statement>()('responsiblePlay.statement', 'GET', '/v1/responsible-play/statement', true),
} as const;
