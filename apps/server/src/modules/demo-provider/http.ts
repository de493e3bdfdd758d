import { ERRORS } from '@croupier/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DemoProviderError, refusal } from './errors.ts';
import { demoStrings, pickDemoLocale } from './strings.ts';

/**
 * The strict policy of the provider's pages: own scripts only, framed only by the casino (its own
 * origin when the games are served there, else the casino's origin names it).
 */
export function setPageHeaders(reply: FastifyReply, nonce: string, casinoOrigin: string) {
  reply
    .header(
      'content-security-policy',
      [
        "default-src 'none'",
        "script-src 'self'",
        `style-src 'self' 'nonce-${nonce}'`,
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "media-src 'self' data: blob:",
        "connect-src 'self'",
        "form-action 'self'",
        `frame-ancestors 'self' ${casinoOrigin}`,
        "base-uri 'none'",
      ].join('; '),
    )
    // For browsers without CSP's frame-ancestors; the others ignore it for the policy above.
    .header('x-frame-options', 'SAMEORIGIN')
    .header('x-content-type-options', 'nosniff')
    // The page's address holds the session key: it is never sent on as a referrer.
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
}

export async function setApiHeaders(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
}

export function sendApiError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof DemoProviderError) return reply.status(error.status).send(error.toBody());
  const strings = demoStrings(pickDemoLocale(request.headers['accept-language']));
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (hasZodFastifySchemaValidationErrors(error) || (status >= 400 && status < 500)) {
    request.log.info({ reason: (error as Error).message }, 'demo provider request refused');
    const refused = refusal('validation', strings, 'invalidBet');
    return reply.status(refused.status).send(refused.toBody());
  }
  request.log.error({ err: error }, 'demo provider request failed');
  return reply
    .status(500)
    .send({ error: { code: ERRORS.internal.code, message: strings.errorGeneric } });
}
