import type { FastifyInstance } from 'fastify';
import { loadAppSecret } from '../../db/app-secrets.ts';
import { createCatalogue } from './catalogue.ts';
import {
  createFetchTransport,
  createInjectTransport,
  createPlatformClient,
  type Transport,
} from './platform-client.ts';
import type { DemoProviderContext } from './service.ts';
import { createSessionStore } from './sessions.ts';

export const DEMO_INTEGRATION = 'demo';

/**
 * The provider's working parts. It signs with the `demo` integration's secret, the one the
 * platform checks its calls with; `transport` replaces how requests travel (tests cut wires).
 */
export async function createDemoProviderContext(
  app: FastifyInstance,
  options: { transport?: Transport } = {},
): Promise<DemoProviderContext> {
  const secret = await loadAppSecret(app.db, `provider-api:${DEMO_INTEGRATION}`, 32);
  const url = app.config.DEMO_PROVIDER_PLATFORM_URL;
  const transport =
    options.transport ?? (url ? createFetchTransport(url) : createInjectTransport(app));
  const platform = createPlatformClient({ transport, secret, integration: DEMO_INTEGRATION });
  return {
    db: app.db,
    platform,
    catalogue: createCatalogue(platform),
    sessions: createSessionStore(),
    log: app.log.child({ module: 'demo-provider' }),
    casinoOrigin: new URL(app.config.PUBLIC_URL).origin,
  };
}
