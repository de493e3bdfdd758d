import type { BodyOf, PaymentResponse } from '@croupier/contract';
import { requestApi } from '~/lib/session/api-client';

/** Creates a deposit invoice; the answer says how the player pays it. */
export async function createDeposit(
  body: BodyOf<'deposit'>,
  locale: string,
): Promise<PaymentResponse> {
  const { data } = await requestApi('deposit', { body, locale });
  return data;
}

/** Creates a withdrawal invoice; the amount is held until it is paid or returned. */
export async function createWithdrawal(
  body: BodyOf<'withdraw'>,
  locale: string,
): Promise<PaymentResponse> {
  const { data } = await requestApi('withdraw', { body, locale });
  return data;
}
