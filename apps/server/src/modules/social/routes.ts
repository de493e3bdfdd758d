import { endpoints, SOCIAL_BINDING_COOKIE } from '@croupier/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import { sessionContextOf } from '../players/session-context.ts';
import { createSocialProviders, describeSocialSettings } from './providers.ts';
import {
  finishSocialSignIn,
  SOCIAL_REQUEST_TTL_SECONDS,
  type SocialRedirectInput,
  startSocialSignIn,
} from './service.ts';

const LIMITS = {
  redirectPerIp: { max: 30, timeWindow: '10 minutes' },
  signInPerIp: { max: 30, timeWindow: '10 minutes' },
};

/** Social sign-in: settings for the buttons, the browser redirects, and the callback's sign-in. */
export async function socialRoutes(app: FastifyInstance) {
  const providers = createSocialProviders(app.config);
  const isSecure = app.config.PUBLIC_URL.startsWith('https:');

  addRoute(app, endpoints.socialSettings, async () => ({
    data: describeSocialSettings(providers, app.config.PUBLIC_URL),
  }));

  const redirect = async (input: SocialRedirectInput, reply: FastifyReply) => {
    const { url, binding } = await startSocialSignIn(
      app.db,
      providers,
      input,
      app.config.PUBLIC_URL,
    );
    reply.setCookie(SOCIAL_BINDING_COOKIE, binding, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure,
      maxAge: SOCIAL_REQUEST_TTL_SECONDS,
    });
    reply.header('location', url).header('cache-control', 'no-store');
    return null;
  };
  const perIp = (limit: { max: number; timeWindow: string }) => ({ config: { rateLimit: limit } });

  addRoute(
    app,
    endpoints.socialAuth0Redirect,
    ({ query }, _request, reply) =>
      redirect({ provider: 'auth0', connection: query.connection, state: query.state }, reply),
    perIp(LIMITS.redirectPerIp),
  );
  addRoute(
    app,
    endpoints.socialRedirect,
    ({ params, query }, _request, reply) =>
      redirect({ provider: params.provider, state: query.state }, reply),
    perIp(LIMITS.redirectPerIp),
  );

  addRoute(
    app,
    endpoints.socialSignIn,
    async ({ query, body }, request) => ({
      data: await finishSocialSignIn(app.db, providers, query, body, {
        ...sessionContextOf(request, body.fingerprint),
        signer: app.tokens,
        ttlDays: app.config.SESSION_TTL_DAYS,
        locale: request.locale,
      }),
    }),
    perIp(LIMITS.signInPerIp),
  );
}
