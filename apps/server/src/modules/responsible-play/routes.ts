import {
  BirthDateRequest,
  BirthDateResponse,
  ConfirmLimitRequest,
  ConfirmLimitResponse,
  fromWire,
  PlaySession,
  PlayTimeSettingsRequest,
  ResponsiblePlayState,
  SetLimitRequest,
  SetLimitResponse,
  Statement,
  TakeBreakRequest,
  TakeBreakResponse,
  Ok,
} from '@tastydrop/domain';
import { authOf } from '../../platform/http/auth.js';
import { revokeUserSessions } from '../../platform/http/session-store.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { confirmBirthDate } from './confirm-birth-date.js';
import { getPlayState } from './get-play-state.js';
import { getStatement } from './get-statement.js';
import { recordPlayTime } from './record-play-time.js';
import { confirmLimit, setLimit } from './set-limit.js';
import { setPlayTime } from './set-play-time.js';
import { takeBreak } from './take-break.js';

/** The player's limits, breaks, age confirmation, play time and monthly statement. */
export function responsiblePlayRoutes(app: App, deps: ModuleDeps): void {
  const auth = { onRequest: deps.requireAuth };
  app.get('/api/v1/responsible-play', { ...auth, schema: { response: { 200: ResponsiblePlayState } } }, (req) => getPlayState(deps.db, authOf(req).userId));

  app.put('/api/v1/responsible-play/limits', { ...auth, schema: { body: SetLimitRequest, response: { 200: SetLimitResponse } } }, async (req) => {
    const { kind, period, amount } = req.body;
    const result = await setLimit(deps.db, { userId: authOf(req).userId, kind, period, amount: amount === null ? null : fromWire(amount) });
    return { result };
  });

  app.post('/api/v1/responsible-play/limits/confirm', { ...auth, schema: { body: ConfirmLimitRequest, response: { 200: ConfirmLimitResponse } } }, async (req) => {
    await confirmLimit(deps.db, authOf(req).userId, req.body.kind, req.body.period);
    return { result: 'applied' as const };
  });

  app.post('/api/v1/responsible-play/break', { ...auth, schema: { body: TakeBreakRequest, response: { 200: TakeBreakResponse } } }, async (req) => {
    const until = await takeBreak(deps.db, authOf(req).userId, req.body.kind, req.body.length);
    return { until: until?.toISOString() ?? null };
  });

  app.post('/api/v1/responsible-play/birth-date', { ...auth, schema: { body: BirthDateRequest, response: { 200: BirthDateResponse } } }, (req) =>
    confirmBirthDate(deps.db, authOf(req).userId, req.body.birthDate),
  );

  app.put('/api/v1/responsible-play/play-time', { ...auth, schema: { body: PlayTimeSettingsRequest, response: { 200: Ok } } }, async (req) => {
    await setPlayTime(deps.db, authOf(req).userId, req.body);
    return { ok: true as const };
  });

  app.post('/api/v1/responsible-play/heartbeat', { ...auth, schema: { response: { 200: PlaySession } } }, (req) => {
    const { userId, sessionId } = authOf(req);
    return recordPlayTime(deps.db, { userId, sessionId, signOut: async (id) => deps.endSessions(await revokeUserSessions(deps.db, id)) });
  });

  app.get('/api/v1/responsible-play/statement', { ...auth, schema: { response: { 200: Statement } } }, (req) => getStatement(deps.db, authOf(req).userId));
}
