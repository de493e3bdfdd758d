import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Endpoint } from '@croupier/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bearerOf } from '../plugins/auth.ts';
import { AppError } from './app-error.ts';

/**
 * Helmet's headers for one route, worked out on its first request and replayed after: helmet
 * would otherwise rebuild its middleware (parse every CSP directive) on each request. Only the
 * CSP nonces change per response, fresh as before; every other header is the same string.
 */
function securityHeadersOnce() {
  let fixed: [string, number | string | string[]][] | undefined;
  let csp: { name: string; parts: string[]; script: number; style: number } | undefined;
  const capture = (raw: ServerResponse, apply: () => void) => {
    const before = new Set(raw.getHeaderNames());
    apply();
    // Names as helmet wrote them (the wire keeps their case), values as they are.
    const added = (raw as ServerResponse & { getRawHeaderNames(): string[] })
      .getRawHeaderNames()
      .filter((name) => !before.has(name.toLowerCase()))
      .map((name) => [name, raw.getHeader(name)!] as [string, number | string | string[]]);
    const cspEntry = added.find(([name]) => name.toLowerCase() === 'content-security-policy');
    fixed = added;
    if (cspEntry) {
      // Where fastify-helmet pushes the nonces: at the end of script-src and style-src.
      const directives = String(cspEntry[1]).split(';');
      const parts: string[] = [];
      let script = -1;
      let style = -1;
      let text = '';
      directives.forEach((directive, index) => {
        text += (index > 0 ? ';' : '') + directive;
        const name = directive.trim().split(' ')[0];
        if (name === 'script-src' || name === 'style-src') {
          parts.push(`${text} 'nonce-`);
          if (name === 'script-src') script = parts.length;
          else style = parts.length;
          parts.push('', "'");
          text = '';
        }
      });
      parts.push(text);
      if (script > 0 && style > 0) csp = { name: cspEntry[0], parts, script, style };
    }
  };
  return (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const raw = reply.raw;
    if (fixed === undefined) {
      // The first request: helmet with the global configuration, as the hook it replaces.
      capture(raw, () => reply.helmet());
    }
    let cspValue: string | undefined;
    if (csp) {
      const nonces = randomBytes(32).toString('hex');
      const script = nonces.slice(0, 32);
      const style = nonces.slice(32);
      reply.cspNonce = { script, style };
      csp.parts[csp.script] = script;
      csp.parts[csp.style] = style;
      cspValue = csp.parts.join('');
    }
    for (const [name, value] of fixed!) {
      raw.setHeader(name, csp && name === csp.name ? cspValue! : value);
    }
    done();
  };
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteInput<E extends Endpoint> {
  query: Infer<E['query']>;
  params: Infer<E['params']>;
  body: Infer<E['body']>;
}

/**
 * A response body already encoded as the route's schema would (e.g. JSON text cached by the
 * service): `addRoute` sends its text as is instead of serialising a value again.
 */
export class EncodedJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

type Handler<E extends Endpoint> = (
  input: RouteInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<E['response']> | EncodedJson>;

/**
 * Registers a route from its contract entry: the request is validated and the response
 * serialised with the contract's schemas, so the server cannot drift from what clients parse.
 */
export function addRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: Pick<RouteShorthandOptions, 'config' | 'preHandler'> & {
    /** Runs before the body is read, after the security headers are set. */
    onRequest?: (request: FastifyRequest) => Promise<void>;
  } = {},
) {
  const authenticate = async (request: FastifyRequest) => {
    await app.requirePlayer(request);
  };
  // A guest, or a player whose token no longer holds, is answered as a guest.
  const identify = async (request: FastifyRequest) => {
    if (!bearerOf(request)) return;
    try {
      await app.requirePlayer(request);
    } catch (error) {
      if (!(error instanceof AppError && (error.status === 401 || error.status === 403)))
        throw error;
    }
  };
  const { operator } = endpoint;
  const authorizeOperator = async (request: FastifyRequest) => {
    await app.requireOperator(request, operator!);
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    helmet: false,
    onRequest: [securityHeadersOnce(), ...(options.onRequest ? [options.onRequest] : [])],
    // Who is asking, before what they ask is validated: a caller without a valid token learns
    // 401 from every route that needs a player, never which fields it would have refused.
    ...(endpoint.isAuthenticated && { preValidation: authenticate }),
    ...(endpoint.acceptsPlayer && { preValidation: identify }),
    // An operator, and the route's permission, before validation too (a 403 is audited).
    ...(operator && { preValidation: authorizeOperator }),
    schema: {
      summary: endpoint.summary,
      ...((endpoint.isAuthenticated || operator) && { security: [{ bearer: [] }] }),
      tags: [endpoint.path.split('/')[2] ?? 'api'],
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { [endpoint.status ?? 200]: endpoint.response },
    },
    handler: async (request, reply) => {
      const input = { query: request.query, params: request.params, body: request.body };
      const result = await handler(input as RouteInput<E>, request, reply);
      reply.status(endpoint.status ?? 200);
      // A string with a JSON content type is sent as it is, past the serialiser.
      if (result instanceof EncodedJson)
        return reply.type('application/json; charset=utf-8').send(result.text);
      return reply.send(result);
    },
  });
}
