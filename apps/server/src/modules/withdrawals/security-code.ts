import { randomText } from '../../platform/random-text.js';

/** Letters and digits that cannot be mistaken for one another (no I/L/1, O/0). */
export const SECURITY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SECURITY_CODE_LENGTH = 6;

/**
 * A withdrawal's security code: written in its trade offer's message and shown beside the withdrawal on the
 * site, so the player can tell our offer from a copy sent by someone else's bot.
 */
export function newSecurityCode(): string {
  return randomText(SECURITY_CODE_LENGTH, SECURITY_CODE_ALPHABET);
}
