/**
 * The JSON flavour of the Centrifuge client protocol that the official `centrifuge` client speaks
 * (see docs/decisions/005-live-channel.md): commands in, replies and pushes out, one JSON value
 * per line of a text frame.
 */

/** Error codes carried in a reply's `error` (client reaction: < 100, temporary or 109 retry). */
export const REPLY_ERROR = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
} as const;
export type ReplyError = (typeof REPLY_ERROR)[keyof typeof REPLY_ERROR];

/**
 * Close codes. 3000–3499 and 4000–4499 make the client reconnect; 3500–3999 and 4500–4999 stop
 * it for good. Reasons are short plain words: an empty reason turns every code into a reconnect,
 * and a reason that parses as JSON overrides the code.
 */
export const CLOSE = {
  shutdown: { code: 3001, reason: 'shutdown' },
  connectionExpired: { code: 3005, reason: 'connection expired' },
  slow: { code: 3008, reason: 'slow' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceDisconnect: { code: 3503, reason: 'force disconnect' },
  channelLimit: { code: 3505, reason: 'channel limit' },
  accountBlocked: { code: 4501, reason: 'account blocked' },
  sessionClosed: { code: 4502, reason: 'session closed' },
} as const;
export interface Close {
  code: number;
  reason: string;
}

/** Methods a command may name; anything else closes the socket with 3501, like Centrifugo. */
export const METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'refresh',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'rpc',
  'send',
  'sub_refresh',
] as const;
export type Method = (typeof METHODS)[number];

export type Command =
  | { kind: 'pong' }
  | { kind: 'call'; id: number; method: Method; request: Record<string, unknown> };

/** One line of a frame as a command, or undefined when it is not a well-formed one. */
export function parseCommand(line: string): Command | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { id, ...rest } = value as Record<string, unknown>;
  const keys = Object.keys(rest);
  if (id === undefined && keys.length === 0) return { kind: 'pong' };
  if (keys.length !== 1) return undefined;
  const method = keys[0] as Method;
  const request = rest[method];
  if (!METHODS.includes(method)) return undefined;
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return undefined;
  const isNumberedId = typeof id === 'number' && Number.isInteger(id) && id > 0 && id < 2 ** 32;
  // `send` is fire-and-forget and may come without an id; every other method needs one to answer.
  if (!isNumberedId && method !== 'send') return undefined;
  return { kind: 'call', id: isNumberedId ? id : 0, method, request: request as never };
}

/** The lines of a text frame; blank lines are skipped (clients up to 5.7.4 never send them). */
export function splitFrame(frame: string): string[] {
  return frame.split('\n').filter((line) => line.trim() !== '');
}

export function encodeResult(id: number, method: Method, result: Record<string, unknown>) {
  return JSON.stringify({ id, [method]: result });
}

export function encodeError(id: number, error: ReplyError) {
  return JSON.stringify({ id, error });
}

/**
 * A publication push. `dataJson` is already JSON, so a broadcast serialises its data once and
 * every socket gets the same string.
 */
export function encodePublication(channel: string, dataJson: string) {
  return `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${dataJson}}}}`;
}

export function encodeDisconnectPush(close: Close) {
  return JSON.stringify({ push: { disconnect: close } });
}

export const PING = '{}';
