import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends a message; without SMTP it is written to the outbox directory. */
  send(message: MailMessage): Promise<void>;
  /** Where messages go: 'smtp' or the outbox directory. */
  readonly target: string;
}

interface Log {
  info(details: object, message: string): void;
}

function outboxDir(config: Config): string {
  return path.resolve(config.MAIL_OUTBOX_DIR ?? path.join(config.DATA_DIR, 'outbox'));
}

/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is
 * written as an .eml file to a local outbox the developer can read, and logged.
 */
export function createMailer(config: Config, log: Log): Mailer {
  const from = config.MAIL_FROM ?? `TastyDrop <no-reply@${new URL(config.publicBaseUrl).hostname}>`;
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      target: 'smtp',
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const dir = outboxDir(config);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: dir,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${info.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`);
      await writeFile(file, info.message as Buffer);
      // A readable copy beside the raw message (the .eml body is transfer-encoded).
      await writeFile(file.replace(/\.eml$/, '.json'), JSON.stringify({ from, ...message }, null, 2));
      // Without SMTP the developer reads the message here (it holds a link a player would click).
      log.info({ to: message.to, file, text: message.text }, 'mail written to the local outbox');
    },
  };
}

/** The newest outbox message to an address (test fixtures and local development). */
export async function latestOutboxMessage(config: Config, to: string): Promise<MailMessage | null> {
  const dir = outboxDir(config);
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const message = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as MailMessage;
    if (message.to.toLowerCase() === to.toLowerCase()) return message;
  }
  return null;
}
