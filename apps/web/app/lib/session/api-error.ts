import { ERRORS, type ErrorName } from '@croupier/contract/error-codes';
import { ClientApiError } from './api-client';

/**
 * Whether `error` is the API's named error (`otpLimit`, `depositLimit`, …). Apart from the API
 * client so the table of error codes loads with the features that ask, not with every page.
 */
export function isApiError(error: unknown, name: ErrorName): boolean {
  return error instanceof ClientApiError && error.code === ERRORS[name].code;
}

/** What to tell the player about a failed call: the API's translated message, else `fallback`. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof ClientApiError && error.message ? error.message : fallback;
}
