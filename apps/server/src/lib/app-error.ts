import { ERRORS, type ErrorName } from '@croupier/contract';

export interface AppErrorOptions {
  /** Field name → failed rules, each `{ rule, params }`; translated when the response is written. */
  fields?: Record<string, FieldFailure[]>;
  /** Placeholders of the error's message ({min}, {max}). */
  params?: Record<string, string | number>;
  /** Seconds until the same request may succeed: sent as `Retry-After` (429 and 503). */
  retryAfter?: number;
  cause?: unknown;
}

export interface FieldFailure {
  rule: string;
  params?: Record<string, string | number>;
}

/** The one error type services throw; the error handler turns it into `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly errorName: ErrorName;
  readonly code: number;
  readonly status: number;
  readonly fields: Record<string, FieldFailure[]> | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly retryAfter: number | undefined;

  constructor(errorName: ErrorName, options: AppErrorOptions = {}) {
    super(errorName, { cause: options.cause });
    this.errorName = errorName;
    this.code = ERRORS[errorName].code;
    this.status = ERRORS[errorName].status;
    this.fields = options.fields;
    this.params = options.params;
    this.retryAfter = options.retryAfter;
  }
}
