import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../db/seed.ts';
import {
  createSharedDatabase,
  type ServerProcess,
  startServerProcess,
} from '../../test/server-process.ts';
import { createOperator } from './operators.ts';
import { totpCode } from './totp.ts';
import { loadTotpKey } from './totp-secrets.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl || !databaseUrl)('site content across two processes', () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let nodes: ServerProcess[] = [];

  beforeAll(async () => {
    shared = await createSharedDatabase(databaseUrl!, 'content_cluster');
    await seedDemoContent(shared.database.db);
    const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `croupier-test-${crypto.randomUUID()}:` };
    nodes = [await startServerProcess(shared.url, env), await startServerProcess(shared.url, env)];
  }, 120_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await shared?.drop();
  });

  it('shows an edit made on one process on the other at once, not after its cache expires', async () => {
    const [editor, reader] = nodes as [ServerProcess, ServerProcess];
    const password = 'operator-secret-1';
    // The servers generated the TOTP key into the shared database; seal the secret with it.
    await loadTotpKey(shared.database.db, undefined);
    const { totpSecret } = await createOperator(shared.database.db, {
      email: 'cluster-marketing@croupier.test',
      name: 'Cluster marketing',
      role: 'marketing',
      password,
    });
    const signIn = await fetch(`${editor.baseUrl}/api/backoffice/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'cluster-marketing@croupier.test',
        password,
        code: totpCode(totpSecret),
      }),
    });
    const { accessToken } = (await signIn.json()).data as { accessToken: string };
    const tagline = async () => {
      const response = await fetch(`${reader.baseUrl}/api/content/texts?locale=pt-BR`);
      return (await response.json()).data.texts['footer.tagline'] as string;
    };
    expect(await tagline()).not.toBe('Escrito pelo outro servidor');

    const edit = await fetch(`${editor.baseUrl}/api/backoffice/texts/footer.tagline`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ locale: 'pt-BR', value: 'Escrito pelo outro servidor' }),
    });
    expect(edit.status).toBe(200);
    // Well within the reader's 10-second cache: only the announcement can have emptied it.
    await expect
      .poll(tagline, { timeout: 2_000, interval: 50 })
      .toBe('Escrito pelo outro servidor');
  });
});
