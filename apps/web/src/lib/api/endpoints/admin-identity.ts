import type { ConsoleRows, IdentityDecisionBody, IdentityRequestBody, Ok } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The console's identity checks: a player's history and request, compliance's queue and decision. */
export const adminIdentityApi = {
  playerChecks: endpoint<typeof ConsoleRows>()('adminIdentity.playerChecks', 'GET', '/api/admin/identity-checks/player/:id'),
  request: endpoint<typeof Ok, typeof IdentityRequestBody>()('adminIdentity.request', 'POST', '/api/admin/players/:id/identity-check'),
  queue: endpoint<typeof ConsoleRows>()('adminIdentity.queue', 'GET', '/api/admin/identity-checks'),
  decide: endpoint<typeof Ok, typeof IdentityDecisionBody>()('adminIdentity.decide', 'POST', '/api/admin/identity-checks/:id/decision'),
} as const;

/** Where compliance sees a check's file (decrypted for that role only; each view is audited). */
export const identityFileUrl = (checkId: number, kind: 'document' | 'selfie') => `/api/admin/identity-checks/${checkId}/files/${kind}`;
