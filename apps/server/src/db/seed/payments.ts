import type { Executor } from '../client.ts';
import { paymentMethods } from '../schema.ts';
import { paymentMethods as seeds } from './data/payment-methods.ts';

/** The provider every demo method goes through (apps/server/src/modules/sandbox). */
const DEMO_PROVIDER = 'sandbox';

/** Upserts the demo cashier's methods by their id (`direction:method`); running it again changes nothing. */
export async function seedPaymentMethods(tx: Executor) {
  for (const seed of seeds) {
    const row = {
      id: `${seed.direction}:${seed.method}`,
      provider: DEMO_PROVIDER,
      isEnabled: true,
      ...seed,
    };
    await tx
      .insert(paymentMethods)
      .values(row)
      .onConflictDoUpdate({ target: paymentMethods.id, set: row });
  }
}
