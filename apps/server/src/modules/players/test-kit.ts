import type { InjectOptions } from 'fastify';
import type { startTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export interface CallOptions {
  ip?: string;
  token?: string;
  locale?: string;
  cookies?: Record<string, string>;
}

interface SentMessage {
  kind: 'mail' | 'sms';
  to: string;
  subject: string | null;
  text: string;
}

export const DEMO_PASSWORD = 'demo1234';

/** Calls the API and reads the outbox the way a person would read /dev/outbox. */
export function createKit(t: TestApp) {
  function call(
    method: InjectOptions['method'],
    url: string,
    payload?: object,
    options: CallOptions = {},
  ) {
    return t.app.inject({
      method,
      url,
      ...(payload && { payload }),
      remoteAddress: options.ip ?? '10.1.0.1',
      headers: {
        'accept-language': options.locale ?? 'en',
        ...(options.token && { authorization: `Bearer ${options.token}` }),
      },
      ...(options.cookies && { cookies: options.cookies }),
    });
  }

  async function sentMessages(): Promise<SentMessage[]> {
    await t.app.outbox.flush();
    return (await t.app.inject({ url: '/dev/outbox.json' })).json().data;
  }

  /** The newest message to an address, and the path its link leads to (`/verify/…`). */
  async function latestTo(to: string) {
    const message = (await sentMessages()).find((m) => m.to === to);
    if (!message) throw new Error(`nothing sent to ${to}`);
    return message;
  }

  async function linkCode(to: string, pathPrefix: string) {
    const { text } = await latestTo(to);
    const match = new RegExp(`${pathPrefix}/([A-Za-z0-9_-]+)`).exec(text);
    if (!match) throw new Error(`no ${pathPrefix} link in: ${text}`);
    return match[1]!;
  }

  async function smsCode(phone: string) {
    const { text } = await latestTo(phone);
    return /\b(\d{6})\b/.exec(text)![1]!;
  }

  function registrationBody(email: string, overrides: Record<string, unknown> = {}) {
    return {
      email,
      password: 'secret123',
      password_confirmation: 'secret123',
      currency: 'EUR',
      country: 'DE',
      agreements: 1,
      ...overrides,
    };
  }

  async function register(
    email: string,
    overrides: Record<string, unknown> = {},
    options: CallOptions = {},
  ) {
    const response = await call(
      'POST',
      '/api/player/register',
      registrationBody(email, overrides),
      options,
    );
    if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
    return response.json().data as { accessToken: string; sessionId: string; profileId: string };
  }

  async function signIn(login: string, password = DEMO_PASSWORD, options: CallOptions = {}) {
    return call('POST', '/api/player/sessions', { login, password }, options);
  }

  return {
    get: (url: string, options?: CallOptions) => call('GET', url, undefined, options),
    post: (url: string, payload?: object, options?: CallOptions) =>
      call('POST', url, payload ?? {}, options),
    put: (url: string, payload?: object, options?: CallOptions) =>
      call('PUT', url, payload ?? {}, options),
    sentMessages,
    latestTo,
    linkCode,
    smsCode,
    registrationBody,
    register,
    signIn,
  };
}
