import type { IdentityFileType } from '@tastydrop/domain';

const startsWith = (bytes: Buffer, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);

/** The file's type by its first bytes (JPEG, PNG, WebP or PDF); null for anything else, whatever its name says. */
export function identityFileType(bytes: Buffer): IdentityFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}
