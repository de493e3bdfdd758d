import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { smsMessages } from '../db/schema.ts';

export interface SmsMessage {
  outboxId: number;
  to: string;
  text: string;
}

const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * Sends SMS through an HTTP gateway when `SMS_GATEWAY_URL` is set (POST JSON `{ to, text }`);
 * otherwise keeps them in the database, where the demo's outbox page shows them. Either way each
 * outbox event is sent at most once.
 */
export function createSmsSender(config: Config, db: Db) {
  const gatewayUrl = config.SMS_GATEWAY_URL;

  return async function sendSms(message: SmsMessage) {
    const [sent] = await db
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(eq(smsMessages.outboxId, message.outboxId));
    if (sent) return;
    if (gatewayUrl) await postToGateway(gatewayUrl, config.SMS_GATEWAY_TOKEN, message);
    await db
      .insert(smsMessages)
      .values({
        outboxId: message.outboxId,
        to: message.to,
        text: message.text,
        transport: gatewayUrl ? 'gateway' : 'outbox',
      })
      .onConflictDoNothing();
  };
}

async function postToGateway(url: string, token: string | undefined, message: SmsMessage) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `sms-${message.outboxId}`,
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ to: message.to, text: message.text }),
    signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
}
