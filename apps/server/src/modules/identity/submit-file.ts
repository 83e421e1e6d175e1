import { IDENTITY_FILE_MAX_BYTES, type IdentityFileKind } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../platform/db/index.js';
import { sealFile } from './file-cipher.js';
import { identityFileType } from './file-type.js';
import { storeIdentityFile } from './identity-checks.js';

/** The additional data a file's encryption is bound to: its check and kind. */
export const fileBinding = (checkId: number, kind: IdentityFileKind) => `identity:${checkId}:${kind}`;

/** Checks an uploaded file's size and type by its content, encrypts it and stores it on the player's requested check. */
export async function submitIdentityFile(db: Db, key: Buffer, userId: number, kind: IdentityFileKind, bytes: Buffer): Promise<void> {
  if (bytes.length > IDENTITY_FILE_MAX_BYTES) throw new AppError('identity_file_too_large');
  const contentType = identityFileType(bytes);
  if (!contentType) throw new AppError('identity_file_invalid');
  await db.transaction((tx) =>
    storeIdentityFile(tx, userId, { kind, contentType, byteSize: bytes.length }, (checkId) => sealFile(key, bytes, fileBinding(checkId, kind))),
  );
}
