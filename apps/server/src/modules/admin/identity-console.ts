import type { FastifyReply } from 'fastify';
import { ConsoleIdParams, ConsoleRows, IdentityDecisionBody, IdentityFileParams, IdentityRequestBody, Ok, type IdentityFileKind } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../platform/db/index.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { identityKey, openFile } from '../identity/file-cipher.js';
import { decideIdentityCheck, findIdentityFile, listPlayerChecks, listSubmittedChecks, requestIdentityCheck } from '../identity/identity-checks.js';
import { fileBinding } from '../identity/submit-file.js';
import { recordAudit } from './audit.js';
import { actorOf, type ConsoleAccess } from './console-access.js';
import { refuseOwnAccount } from './console-limits.js';
import type { ConsoleActor, ConsoleRole } from './console-roles.js';

/** Only compliance sees identity documents and decides checks; the player-facing roles may ask for one. */
export const IDENTITY_ROLES = {
  compliance: ['compliance'],
  request: ['owner', 'admin', 'support', 'compliance'],
  history: ['owner', 'admin', 'support', 'finance', 'compliance'],
} as const satisfies Record<string, readonly ConsoleRole[]>;

/** Asks a player for an identity check from the console: audited, never on the actor's own account. */
export async function requestPlayerIdentityCheck(db: Db, actor: ConsoleActor, userId: number, reason: string): Promise<void> {
  refuseOwnAccount(actor, userId);
  await db.transaction(async (tx) => {
    const check = await requestIdentityCheck(tx, userId, { reason, requestedBy: actor.userId });
    if (!check.created) throw new AppError('identity_check_open');
    await recordAudit(tx, actor, { action: 'identity.request', target: `user:${userId}`, after: { checkId: check.id }, reason });
  });
}

/** One file of a check, decrypted for compliance; each view is written to the audit log before the bytes leave. */
export async function viewIdentityFile(db: Db, key: Buffer, actor: ConsoleActor, checkId: number, kind: IdentityFileKind) {
  const file = await findIdentityFile(db, checkId, kind);
  if (!file) throw new AppError('identity_check_not_found');
  const data = openFile(key, file, fileBinding(checkId, kind));
  await recordAudit(db, actor, { action: 'identity.view_document', target: `user:${file.userId}`, after: { checkId, kind } });
  return { contentType: file.contentType, data };
}

/** Approves or rejects a submitted check with the note the player sees: audited, never on the actor's own account. */
export async function decidePlayerIdentityCheck(db: Db, actor: ConsoleActor, checkId: number, approve: boolean, note: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await decideIdentityCheck(tx, checkId, { approve, note, decidedBy: actor.userId });
    refuseOwnAccount(actor, userId);
    await recordAudit(tx, actor, { action: approve ? 'identity.approve' : 'identity.reject', target: `user:${userId}`, after: { checkId, note } });
  });
}

function sendPrivate(reply: FastifyReply, file: { contentType: string; data: Buffer }): FastifyReply {
  return reply.type(file.contentType).header('cache-control', 'no-store').header('content-disposition', 'inline').send(file.data);
}

/** The console's identity checks (docs/decisions/060-identity-checks.md): request, compliance queue, files, decision. */
export function identityConsoleRoutes(app: App, deps: ModuleDeps, access: ConsoleAccess): void {
  const { db } = deps;
  const compliance = access.allow(IDENTITY_ROLES.compliance);

  app.post(
    '/api/admin/players/:id/identity-check',
    { onRequest: access.allow(IDENTITY_ROLES.request), schema: { params: ConsoleIdParams, body: IdentityRequestBody, response: { 200: Ok } } },
    async (req) => {
      await requestPlayerIdentityCheck(db, actorOf(req), req.params.id, req.body.reason);
      return { ok: true as const };
    },
  );
  app.get('/api/admin/identity-checks/player/:id', { onRequest: access.allow(IDENTITY_ROLES.history), schema: { params: ConsoleIdParams, response: { 200: ConsoleRows } } }, (req) =>
    listPlayerChecks(db, req.params.id),
  );
  app.get('/api/admin/identity-checks', { onRequest: compliance, schema: { response: { 200: ConsoleRows } } }, () => listSubmittedChecks(db));
  app.get('/api/admin/identity-checks/:id/files/:kind', { onRequest: compliance, schema: { params: IdentityFileParams } }, async (req, reply) =>
    sendPrivate(reply, await viewIdentityFile(db, identityKey(deps.config), actorOf(req), req.params.id, req.params.kind)),
  );
  app.post(
    '/api/admin/identity-checks/:id/decision',
    { onRequest: compliance, schema: { params: ConsoleIdParams, body: IdentityDecisionBody, response: { 200: Ok } } },
    async (req) => {
      await decidePlayerIdentityCheck(db, actorOf(req), req.params.id, req.body.approve, req.body.note ?? null);
      return { ok: true as const };
    },
  );
}
