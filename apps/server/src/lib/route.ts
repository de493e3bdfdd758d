import type { Endpoint } from '@croupier/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteInput<E extends Endpoint> {
  query: Infer<E['query']>;
  params: Infer<E['params']>;
  body: Infer<E['body']>;
}

type Handler<E extends Endpoint> = (
  input: RouteInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<E['response']>>;

/**
 * Registers a route from its contract entry: the request is validated and the response
 * serialised with the contract's schemas, so the server cannot drift from what clients parse.
 */
export function addRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: Pick<RouteShorthandOptions, 'config' | 'preHandler'> = {},
) {
  const authenticate = async (request: FastifyRequest) => {
    await app.requirePlayer(request);
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    ...(endpoint.isAuthenticated && { preHandler: authenticate }),
    schema: {
      summary: endpoint.summary,
      ...(endpoint.isAuthenticated && { security: [{ bearer: [] }] }),
      tags: [endpoint.path.split('/')[2] ?? 'api'],
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { [endpoint.status ?? 200]: endpoint.response },
    },
    handler: async (request, reply) => {
      const input = { query: request.query, params: request.params, body: request.body };
      const result = await handler(input as RouteInput<E>, request, reply);
      return reply.status(endpoint.status ?? 200).send(result);
    },
  });
}
