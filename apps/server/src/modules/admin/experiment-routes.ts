import type { FastifyRequest } from 'fastify';
import { ConsoleCreated, ConsoleIdParams, ConsoleRows, ExperimentResults, ExperimentSaveRequest, ExperimentStatusRequest, FlagSaveRequest, Ok } from '@tastydrop/domain';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import type { AuditChange } from '../experiments/console-audit.js';
import { getExperimentResults } from '../experiments/experiment-results.js';
import { listExperiments, saveExperiment, setExperimentStatus } from '../experiments/save-experiment.js';
import { listFlags, saveFlag } from '../experiments/save-flag.js';
import { recordAudit } from './audit.js';
import { actorOf, type createConsoleAccess } from './console-access.js';
import type { ConsoleRole } from './console-roles.js';

/** Who defines flags and experiments; the content team may read them and their results. */
export const EXPERIMENT_EDIT_ROLES = ['owner', 'admin'] as const satisfies readonly ConsoleRole[];
export const EXPERIMENT_READ_ROLES = ['owner', 'admin', 'content'] as const satisfies readonly ConsoleRole[];

/** The audit row of an experiments change, written by the console in the change's transaction. */
const auditedBy =
  (req: FastifyRequest, reason: string | undefined): AuditChange =>
  (tx, change) =>
    recordAudit(tx, actorOf(req), { ...change, reason: reason ?? null });

/** The console's flags and A/B experiments (docs/decisions/048-experiments.md): definitions, start and stop, results. */
export function experimentConsoleRoutes(app: App, deps: ModuleDeps, access: ReturnType<typeof createConsoleAccess>): void {
  const { db } = deps;
  const read = access.allow(EXPERIMENT_READ_ROLES);
  const edit = access.allow(EXPERIMENT_EDIT_ROLES);

  app.get('/api/admin/experiment-flags', { onRequest: read, schema: { response: { 200: ConsoleRows } } }, () => listFlags(db));
  app.post('/api/admin/experiment-flags', { onRequest: edit, schema: { body: FlagSaveRequest, response: { 200: ConsoleCreated } } }, (req) =>
    saveFlag(db, null, req.body.flag, auditedBy(req, req.body.reason)),
  );
  app.post('/api/admin/experiment-flags/:id', { onRequest: edit, schema: { params: ConsoleIdParams, body: FlagSaveRequest, response: { 200: ConsoleCreated } } }, (req) =>
    saveFlag(db, req.params.id, req.body.flag, auditedBy(req, req.body.reason)),
  );

  app.get('/api/admin/experiments', { onRequest: read, schema: { response: { 200: ConsoleRows } } }, () => listExperiments(db));
  app.post('/api/admin/experiments', { onRequest: edit, schema: { body: ExperimentSaveRequest, response: { 200: ConsoleCreated } } }, (req) =>
    saveExperiment(db, null, req.body.experiment, auditedBy(req, req.body.reason)),
  );
  app.get('/api/admin/experiments/:id', { onRequest: read, schema: { params: ConsoleIdParams, response: { 200: ExperimentResults } } }, (req) => getExperimentResults(db, req.params.id));
  app.post('/api/admin/experiments/:id', { onRequest: edit, schema: { params: ConsoleIdParams, body: ExperimentSaveRequest, response: { 200: ConsoleCreated } } }, (req) =>
    saveExperiment(db, req.params.id, req.body.experiment, auditedBy(req, req.body.reason)),
  );
  app.post('/api/admin/experiments/:id/status', { onRequest: edit, schema: { params: ConsoleIdParams, body: ExperimentStatusRequest, response: { 200: Ok } } }, async (req) => {
    await setExperimentStatus(db, req.params.id, req.body.status, auditedBy(req, req.body.reason));
    return { ok: true as const };
  });
}
