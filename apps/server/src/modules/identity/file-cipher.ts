import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../platform/config.js';

export interface SealedFile {
  iv: Buffer;
  tag: Buffer;
  data: Buffer;
}

/**
 * The key identity files are encrypted with: IDENTITY_ENCRYPTION_KEY (32 bytes, base64; required in production),
 * else one derived from the site's kept session secret, so development and tests never store plaintext either.
 */
export function identityKey(config: Pick<Config, 'IDENTITY_ENCRYPTION_KEY' | 'sessionSecret'>): Buffer {
  if (config.IDENTITY_ENCRYPTION_KEY) return Buffer.from(config.IDENTITY_ENCRYPTION_KEY, 'base64');
  return Buffer.from(hkdfSync('sha256', config.sessionSecret, 'identity-files', 'aes-256-gcm', 32));
}

/** AES-256-GCM with a fresh 96-bit nonce; the check and kind are bound as associated data, so a file cannot be moved to another check. */
export function sealFile(key: Buffer, plain: Buffer, binding: string): SealedFile {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(binding));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), data };
}

/** The file's bytes; throws when the key, the binding or the bytes do not match. */
export function openFile(key: Buffer, sealed: SealedFile, binding: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
  decipher.setAAD(Buffer.from(binding));
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.data), decipher.final()]);
}
