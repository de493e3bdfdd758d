import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { staticArtRoutes } from './static-art.ts';

/** What the web app's entry.server module exports for its server (see apps/web/app/entry.server.tsx). */
interface WebServerEntry {
  serverContext: Parameters<RouterContextProvider['set']>[0];
}

/**
 * Serves the server-rendered React app for every path the API does not own. Loaders reach the
 * API through `inject`: the same routes, validation and errors as any client, without a socket.
 */
export async function webPlugin(app: FastifyInstance, options: { buildDir: string }) {
  const serverBuildPath = path.join(options.buildDir, 'server/index.js');
  if (!fs.existsSync(serverBuildPath)) {
    throw new Error(
      `The web app is not built (${serverBuildPath} is missing): run "npm run build".`,
    );
  }
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const { serverContext } = build.entry.module as unknown as WebServerEntry;
  const clientDir = path.join(options.buildDir, 'client');

  await app.register(staticArtRoutes, { clientDir });
  await app.register(fastifyReactRouter, {
    build,
    mode: 'production',
    clientBuildDirectory: clientDir,
    assetCacheControl: 'public, max-age=31536000, immutable',
    fileCacheControl: 'public, max-age=3600',
    // The build writes .br and .gz beside each text file (apps/web/vite.config.ts).
    staticOptions: { preCompressed: true },
    getLoadContext(request, reply) {
      const context = new RouterContextProvider();
      context.set(serverContext, {
        api: createApiFetch(app, request),
        nonce: (reply as FastifyReply & { cspNonce?: { script: string } }).cspNonce?.script ?? '',
        requestId: request.id,
      });
      return context;
    },
  });
}

const FORWARDED_HEADERS = ['accept-language', 'authorization', 'user-agent'];

function createApiFetch(app: FastifyInstance, request: FastifyRequest) {
  const headers: Record<string, string> = {};
  const forwarded = [
    ...FORWARDED_HEADERS,
    ...(app.config.COUNTRY_HEADER ? [app.config.COUNTRY_HEADER] : []),
  ];
  for (const name of forwarded) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (
    url: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        ...headers,
        ...init.headers,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { payload: JSON.stringify(init.body) } : {}),
    });
    return { status: response.statusCode, json: () => response.json() as unknown };
  };
}
