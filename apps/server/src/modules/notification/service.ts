import type { CommunicationBody } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import { communications } from '../../db/schema.ts';
import { enqueue } from '../../outbox/outbox.ts';

export interface CommunicationContext {
  locale: string;
  country: string | null;
  ip: string;
  userAgent: string;
  operatorEmail: string;
}

/** Stores a contact message and, in the same transaction, asks for the operator's e-mail. */
export async function createCommunication(
  db: Db,
  body: CommunicationBody,
  context: CommunicationContext,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communications)
      .values({
        ...body,
        locale: context.locale,
        country: context.country,
        ip: context.ip,
        userAgent: context.userAgent,
      })
      .returning({ id: communications.id });
    const id = row!.id;
    await enqueue(tx, 'mail.requested', {
      to: context.operatorEmail,
      replyTo: body.email,
      subject: `[Contact #${id}] ${body.subject}`,
      text: [
        `From: ${body.name} <${body.email}>`,
        `Locale: ${context.locale} · Country: ${context.country ?? 'unknown'} · IP: ${context.ip}`,
        '',
        body.message,
      ].join('\n'),
    });
    return { id };
  });
}
