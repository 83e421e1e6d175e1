import { z } from 'zod';
import { isValidEmail } from '../payment-rules.js';

/** Longest message the contact form takes, in characters (ours). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
/** Shortest message worth an answer, in characters (ours). */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
/** Messages one address may send per window (ours): enough for a follow-up, too few for spam. */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
export const CONTACT_MESSAGES_WINDOW_MS = 10 * 60 * 1000;

/** POST /v1/support/messages: a message to the operator from the contacts page, by a guest or a player. */
export const ContactMessageRequest = z.object({
  /** Where the answer goes. */
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => isValidEmail(v), { message: 'email' }),
  message: z.string().trim().min(CONTACT_MESSAGE_MIN_LENGTH).max(CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactMessageRequest = z.infer<typeof ContactMessageRequest>;

export const ContactMessageResult = z.object({ id: z.number().int(), msg: z.string() });
export type ContactMessageResult = z.infer<typeof ContactMessageResult>;
