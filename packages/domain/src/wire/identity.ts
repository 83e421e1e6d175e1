import { z } from 'zod';
import { Id } from './common.js';

/** Largest identity document or selfie, in bytes: a phone photo fits (ours). */
export const IDENTITY_FILE_MAX_BYTES = 8 * 1024 * 1024;
/** The file types an identity check takes, told apart by their content, never by a file name. */
export const IDENTITY_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type IdentityFileType = (typeof IDENTITY_FILE_TYPES)[number];
/** The two files a check asks for: a photo of an identity document and a selfie holding it. */
export const IDENTITY_FILE_KINDS = ['document', 'selfie'] as const;
export type IdentityFileKind = (typeof IDENTITY_FILE_KINDS)[number];
/** Where an identity check stands: asked for, files sent, decided. */
export const IDENTITY_CHECK_STATUSES = ['requested', 'submitted', 'approved', 'rejected'] as const;
export const IdentityCheckStatus = z.enum(IDENTITY_CHECK_STATUSES);
export type IdentityCheckStatus = z.infer<typeof IdentityCheckStatus>;

/** GET /api/v1/identity: the player's latest check (null when none was asked for). */
export const IdentityCheckState = z.object({
  check: z
    .object({
      id: Id,
      status: IdentityCheckStatus,
      requestedAt: z.string(),
      submittedAt: z.string().nullable(),
      decidedAt: z.string().nullable(),
      /** The compliance officer's words to the player (a rejection's reason). */
      note: z.string().nullable(),
      /** Which of the two files are already stored for this check. */
      uploaded: z.array(z.enum(IDENTITY_FILE_KINDS)),
    })
    .nullable(),
  /** When the account confirmed it is 18 or older (at registration, or by an approved check). */
  ageConfirmedAt: z.string().nullable(),
});
export type IdentityCheckState = z.infer<typeof IdentityCheckState>;

export const IdentityUploadParams = z.object({ kind: z.enum(IDENTITY_FILE_KINDS) });

/** POST /api/admin/players/:id/identity-check: the console asks a player for an identity check. */
export const IdentityRequestBody = z.object({ reason: z.string().trim().min(3).max(500) });
/** POST /api/admin/identity-checks/:id/decision: approve or reject, with the note the player sees. */
export const IdentityDecisionBody = z.object({
  approve: z.boolean(),
  note: z.string().trim().max(500).optional(),
});
export const IdentityFileParams = z.object({ id: Id, kind: z.enum(IDENTITY_FILE_KINDS) });
