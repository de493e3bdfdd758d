import { ERRORS, type ErrorName } from '@croupier/contract';
import type { PlatformError } from './platform-client.ts';
import type { DemoStringKey, DemoStrings } from './strings.ts';

/**
 * A refusal the provider answers its game client with: `{ error: { code, message } }`. The codes
 * are the platform's (the client shows one vocabulary); the message is the platform's own
 * translated one when the platform refused, else the provider's text in the player's language.
 */
export class DemoProviderError extends Error {
  override name = 'DemoProviderError';
  readonly status: number;
  readonly code: number;

  constructor(status: number, code: number, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }

  toBody() {
    return { error: { code: this.code, message: this.message } };
  }
}

/** A refusal of the provider's own, with a contract code and one of its translated texts. */
export function refusal(
  name: ErrorName,
  strings: DemoStrings,
  text: DemoStringKey,
  status?: number,
) {
  const spec = ERRORS[name];
  return new DemoProviderError(status ?? spec.status, spec.code, strings[text]);
}

/** The platform's refusal, passed on as it answered. */
export function platformRefusal(status: number, error: PlatformError) {
  return new DemoProviderError(status, error.code, error.message);
}

/** The platform gave no usable answer: the client may try again in a moment. */
export function unavailable(strings: DemoStrings) {
  return refusal('gameUnavailable', strings, 'providerUnavailable', 503);
}

/** A page that cannot be shown, with the text that says why (see pages.ts). */
export class GamePageError extends Error {
  override name = 'GamePageError';
  readonly status: number;
  readonly text: DemoStringKey;

  constructor(status: number, text: DemoStringKey) {
    super(text);
    this.status = status;
    this.text = text;
  }
}
