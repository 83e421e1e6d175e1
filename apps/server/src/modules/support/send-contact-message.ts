import type { ContactMessageRequest, ContactMessageResult } from '@tastydrop/domain';
import texts from '@tastydrop/domain/locales/ru/contact.json' with { type: 'json' };
import type { DbOrTx } from '../../platform/db/index.js';
import { contactMessages } from '../../platform/db/schema/index.js';

interface Sender {
  userId: number | null;
  ip: string;
}

/** POST /v1/support/messages: stores a message for the operator and confirms it in Russian. */
export async function sendContactMessage(db: DbOrTx, input: ContactMessageRequest, sender: Sender): Promise<ContactMessageResult> {
  const [row] = await db
    .insert(contactMessages)
    .values({ userId: sender.userId, email: input.email.toLowerCase(), message: input.message, ip: sender.ip })
    .returning({ id: contactMessages.id });
  return { id: row!.id, msg: texts.received };
}
