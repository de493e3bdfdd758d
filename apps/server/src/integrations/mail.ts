import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mailMessages } from '../db/schema.ts';

export interface MailMessage {
  outboxId: number;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/**
 * Sends e-mail through SMTP when `SMTP_URL` is set; otherwise keeps it in the database, where the
 * demo's outbox page shows it. Either way each outbox event is sent at most once.
 */
export function createMailer(config: Config, db: Db) {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;

  return async function sendMail(message: MailMessage) {
    const [sent] = await db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(eq(mailMessages.outboxId, message.outboxId));
    if (sent) return;
    if (transport) {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo && { replyTo: message.replyTo }),
      });
    }
    await db
      .insert(mailMessages)
      .values({
        outboxId: message.outboxId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        transport: transport ? 'smtp' : 'outbox',
      })
      .onConflictDoNothing();
  };
}
