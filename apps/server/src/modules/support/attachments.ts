import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { imageSize } from 'image-size';
import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_ATTACHMENT_MAX_SIDE, type SupportAttachmentType } from '@tastydrop/domain';
import { AppError } from '../../core/app-error.js';
import type { DbOrTx } from '../../platform/db/index.js';
import { supportAttachments } from '../../platform/db/schema/index.js';


const TYPES: Record<string, SupportAttachmentType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export interface InspectedImage {
  contentType: SupportAttachmentType;
  width: number;
  height: number;
}

/**
 * What a file is by its content: a PNG, JPEG or WebP picture whose header reads as one, of a sane size;
 * the name and the declared type are never trusted.
 */
export function inspectImage(bytes: Buffer): InspectedImage {
  if (bytes.length > SUPPORT_ATTACHMENT_MAX_BYTES) throw new AppError('support_attachment_too_large');
  if (bytes.length === 0) throw new AppError('support_attachment_invalid');
  let found: { type?: string; width?: number; height?: number };
  try {
    found = imageSize(bytes);
  } catch {
    throw new AppError('support_attachment_invalid');
  }
  const contentType = found.type ? TYPES[found.type] : undefined;
  const { width = 0, height = 0 } = found;
  if (!contentType || width < 1 || height < 1 || width > SUPPORT_ATTACHMENT_MAX_SIDE || height > SUPPORT_ATTACHMENT_MAX_SIDE) {
    throw new AppError('support_attachment_invalid');
  }
  return { contentType, width, height };
}

/** Stores a checked picture for a message. */
export async function storeAttachment(tx: DbOrTx, input: { conversationId: number; messageId: number; bytes: Buffer; image: InspectedImage }): Promise<void> {
  await tx.insert(supportAttachments).values({
    conversationId: input.conversationId,
    messageId: input.messageId,
    contentType: input.image.contentType,
    byteSize: input.bytes.length,
    width: input.image.width,
    height: input.image.height,
    data: input.bytes,
  });
}

/** An attachment's bytes: for a player only within their conversation, for the console (`conversationId` null) any; null otherwise. */
export async function readAttachment(db: DbOrTx, attachmentId: number, conversationId: number | null): Promise<{ contentType: string; data: Buffer } | null> {
  const where = conversationId === null ? eq(supportAttachments.id, attachmentId) : and(eq(supportAttachments.id, attachmentId), eq(supportAttachments.conversationId, conversationId));
  const [row] = await db.select({ contentType: supportAttachments.contentType, data: supportAttachments.data }).from(supportAttachments).where(where);
  return row ?? null;
}

/** Answers with an attachment's picture (to its player or to the console): shown inline, kept privately for a day. */
export function sendAttachment(reply: FastifyReply, file: { contentType: string; data: Buffer } | null): FastifyReply {
  if (!file) throw new AppError('dataNotFound');
  return reply.type(file.contentType).header('cache-control', 'private, max-age=86400').header('content-disposition', 'inline').send(file.data);
}
