import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusal } from './errors.ts';
import { setPageHeaders } from './http.ts';
import * as repo from './repo.ts';
import { type DemoProviderContext, resolveSession } from './service.ts';
import { demoStrings, pickDemoLocale } from './strings.ts';
import { recomputeRound, verifyQuerySchema } from './verify.ts';
import { type RevealedRound, renderVerifyPage, type VerifyForm } from './verify-page.ts';

const FORM_FIELDS = [
  'game',
  'serverSeed',
  'clientSeed',
  'nonce',
  'input',
  'stake',
  'serverSeedHash',
  'session',
] as const;

/** The verification page (HTML, anyone may use it) and its JSON twin. */
export async function verifyRoutes(app: FastifyInstance, { ctx }: { ctx: DemoProviderContext }) {
  app.get('/provider/demo/verify', { helmet: false }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const locale = pickDemoLocale(stringOf(query.locale), request.headers['accept-language']);
    const form: VerifyForm = Object.fromEntries(
      FORM_FIELDS.flatMap((name) => {
        const value = stringOf(query[name]);
        return value === undefined ? [] : [[name, value]];
      }),
    );
    const parsed = form.serverSeed === undefined ? undefined : verifyQuerySchema.safeParse(form);
    const verification = parsed && (parsed.success ? recomputeRound(parsed.data) : 'invalid');
    const nonce = randomBytes(16).toString('base64');
    setPageHeaders(reply, nonce, ctx.casinoOrigin);
    const revealed = form.session ? await revealedRoundsOf(form.session, request) : undefined;
    return reply.send(
      renderVerifyPage({
        locale,
        strings: demoStrings(locale),
        nonce,
        form: { game: 'slot', ...form },
        ...(verification && { verification }),
        ...(revealed && { revealed }),
      }),
    );
  });

  /** The player's revealed rounds; none when the session is unknown or gone. */
  async function revealedRoundsOf(key: string, request: FastifyRequest): Promise<RevealedRound[]> {
    try {
      const session = await resolveSession(ctx, key, request.headers['accept-language']);
      return await repo.listRevealedRounds(ctx.db, session.subject);
    } catch (error) {
      request.log.info({ err: error }, 'demo provider verify: no session');
      return [];
    }
  }

  app.get('/provider/demo/api/verify', { helmet: false }, async (request, reply) => {
    const strings = demoStrings(pickDemoLocale(request.headers['accept-language']));
    const parsed = verifyQuerySchema.safeParse(request.query);
    const verification = parsed.success ? recomputeRound(parsed.data) : undefined;
    if (!verification?.isValid) throw refusal('validation', strings, 'verifyInvalid');
    reply.header('cache-control', 'no-store');
    const { serverSeedHash, stake, outcome } = verification;
    return { serverSeedHash, stake, outcome };
  });
}

function stringOf(value: unknown) {
  return typeof value === 'string' ? value : undefined;
}
