import {
  ALL_ROUTES,
  ERRORS,
  type ErrorBody,
  type ErrorName,
  interpolate,
  messagesFor,
} from '@croupier/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, type FieldFailure } from '../lib/app-error.ts';

/**
 * One error body for the whole API: `{ error: { code, message, fields? } }`, translated for the
 * request's locale. Request validation failures become 422 with per-field messages; anything
 * unexpected becomes 500 without details (they go to the log).
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error);
      if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: appError.code, reason: error.message }, 'request refused');
      return sendError(request, reply, appError);
    });
    app.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError('notFound')));
    // Every /api/* answer is the API's JSON, also for paths and methods it does not have: this
    // wildcard is more specific than the web app's catch-all, and less than any API route.
    app.all('/api/*', { schema: { hide: true } }, async (request, reply) => {
      const allowed = methodsOfPath(request.url.split('?')[0]!);
      // Allowed, yet here: the router refused a parameter over its length limit, which names
      // nothing that exists (the fuzz found these answered 405 with the method in `Allow`).
      if (allowed.length === 0 || allowed.some((method) => method === request.method)) {
        return sendError(request, reply, new AppError('notFound'));
      }
      reply.header('allow', allowed.join(', '));
      return sendError(request, reply, new AppError('methodNotAllowed'));
    });
  },
  { name: 'error-handler', dependencies: ['locales'] },
);

const routePatterns = Object.values(ALL_ROUTES).map((route) => ({
  method: route.method,
  pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`),
}));

/** The methods the contract's routes take on a concrete path (none: the path is unknown). */
function methodsOfPath(path: string) {
  const methods = routePatterns.filter((route) => route.pattern.test(path)).map((r) => r.method);
  return [...new Set(methods)];
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (a broken percent escape) is refused
 * before any route or hook runs; without this its answer was Fastify's own body, not the API's
 * (found by the contract fuzz).
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendError(request, reply, new AppError('badRequest', { cause: error }));
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const messages = messagesFor(request.locale);
  const body: ErrorBody = {
    error: {
      code: error.code,
      message: interpolate(messages.errors[error.errorName], error.params),
    },
  };
  if (error.fields) {
    body.error.fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, failures]) => [
        field,
        failures.map((failure) => translateFailure(messages.validation, failure)),
      ]),
    );
  }
  if (error.retryAfter !== undefined) reply.header('retry-after', Math.max(1, error.retryAfter));
  return reply.status(error.status).send(body);
}

function translateFailure(validation: Record<string, string>, failure: FieldFailure) {
  const template = validation[failure.rule] ?? validation.regex ?? failure.rule;
  return interpolate(template, failure.params);
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, FieldFailure[]> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      const zodIssue = { ...issue.params, code: issue.keyword, message: issue.message };
      fields[field] = [
        ...(fields[field] ?? []),
        failureOf(zodIssue as unknown as z.core.$ZodIssue),
      ];
    }
    return new AppError('validation', { fields, cause: error });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('payloadTooLarge', { cause: error });
  if (status === 429) return new AppError('rateLimited', { cause: error });
  if (status === 404) return new AppError('notFound', { cause: error });
  if (status >= 400 && status < 500) return new AppError(clientErrorName(status), { cause: error });
  return new AppError('internal', { cause: error });
}

function clientErrorName(status: number): ErrorName {
  const match = Object.entries(ERRORS).find(([, spec]) => spec.status === status);
  return status === 401 || status === 403 || !match ? 'badRequest' : (match[0] as ErrorName);
}

/** Maps a zod issue to the rule vocabulary of spec section 5, so messages match the browser's. */
function failureOf(issue: z.core.$ZodIssue): FieldFailure {
  switch (issue.code) {
    case 'invalid_type':
      return { rule: issue.input === undefined ? 'required' : issue.expected };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { rule: 'required' };
      return {
        rule: issue.origin === 'string' ? 'min' : 'min_numeric',
        params: { min: Number(issue.minimum) },
      };
    case 'too_big':
      return {
        rule: issue.origin === 'string' ? 'max' : 'max_numeric',
        params: { max: Number(issue.maximum) },
      };
    case 'invalid_format':
      return {
        rule: issue.format === 'email' ? 'email' : issue.format === 'url' ? 'url' : 'regex',
      };
    case 'invalid_value':
      return { rule: 'regex' };
    case 'custom':
      return { rule: String(issue.params?.rule ?? issue.message), params: issue.params?.values };
    default:
      return { rule: 'regex' };
  }
}
