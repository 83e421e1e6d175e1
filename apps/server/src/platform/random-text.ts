import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random string from an unambiguous alphabet (no 0/O, 1/l/I), drawn with the system's secure generator. */
export function randomText(length: number, alphabet = ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}
