import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another (no I/L/1, O/0). */
export const SECURITY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SECURITY_CODE_LENGTH = 6;

/**
 * A withdrawal's security code: written in its trade offer's message and shown beside the withdrawal on the
 * site, so the player can tell our offer from a copy sent by someone else's bot.
 */
export function newSecurityCode(): string {
  let code = '';
  for (let i = 0; i < SECURITY_CODE_LENGTH; i += 1) code += SECURITY_CODE_ALPHABET[randomInt(SECURITY_CODE_ALPHABET.length)];
  return code;
}
