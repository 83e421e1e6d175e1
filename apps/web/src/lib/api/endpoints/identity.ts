import type { IdentityCheckState, IdentityUploadParams, Ok } from '@tastydrop/domain';
import type { z } from 'zod';
import { endpoint } from './endpoint';

/** The player's identity check: its state, and each file as its own bytes (the server reads the type from the content). */
export const identityApi = {
  state: endpoint<typeof IdentityCheckState>()('identity.state', 'GET', '/v1/identity', true),
  upload: endpoint<typeof Ok, z.ZodType<Blob>>()('identity.upload', 'POST', '/v1/identity/files/:kind', true),
} as const;

export type IdentityUploadKind = z.infer<typeof IdentityUploadParams>['kind'];
