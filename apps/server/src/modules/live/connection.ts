import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { type Authenticator, handleConnect, handleRefresh } from './auth.ts';
import { checkSubscribe } from './channels.ts';
import type { Hub, HubMember } from './hub.ts';
import {
  CLOSE,
  type Close,
  type Command,
  encodeError,
  encodeResult,
  type Method,
  PING,
  parseCommand,
  REPLY_ERROR,
  type ReplyError,
  splitFrame,
} from './protocol.ts';

export interface LiveOptions {
  pingSeconds: number;
  pongSeconds: number;
  staleSeconds: number;
  expiryGraceSeconds: number;
  maxSubscriptions: number;
  maxCommandsPerSecond: number;
  /** Bytes waiting in a socket's send buffer beyond which the client counts as slow (3008). */
  maxBufferedBytes: number;
  allowAnonymous: boolean;
}

export interface ConnectionDeps {
  hub: Hub;
  options: LiveOptions;
  authenticate: Authenticator;
  log: FastifyBaseLogger;
  /** Initial data of a subscription (e.g. the online count), shown as `ctx.data` on subscribe. */
  snapshotOf(channel: string): Record<string, unknown> | undefined;
}

/**
 * One socket. Frames and the lines inside them are handled strictly in order through a promise
 * chain, so `connect` has set the user before the `subscribe` lines of the same frame are read.
 * Only the pong counts as an answer to a ping; one timer serves stale, ping and pong deadlines.
 */
export class Connection implements HubMember {
  readonly id = crypto.randomUUID();
  userId = '';
  sessionId: string | undefined;
  expiresAt: Date | undefined;
  isConnected = false;
  isClosed = false;
  readonly channels = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private pending: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private expiryTimer: NodeJS.Timeout | undefined;
  private isAwaitingPong = false;
  private windowStartedAt = 0;
  private commandsInWindow = 0;

  readonly socket: WebSocket;
  readonly deps: ConnectionDeps;

  constructor(socket: WebSocket, deps: ConnectionDeps) {
    this.socket = socket;
    this.deps = deps;
    this.timer = setTimeout(() => this.close(CLOSE.stale), deps.options.staleSeconds * 1000);
    socket.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary));
    socket.on('close', () => this.dispose());
    socket.on('error', (error) => deps.log.debug({ err: error, client: this.id }, 'live socket'));
  }

  private receive(data: Buffer, isBinary: boolean) {
    if (this.isClosed) return;
    if (isBinary) return this.reject('binary frame');
    const lines = splitFrame(data.toString('utf8'));
    const commands = lines.filter((line) => line !== PING).length;
    if (!this.takeBudget(commands)) return this.close(CLOSE.tooManyRequests);
    this.chain = this.chain.then(() => this.handleLines(lines));
  }

  private takeBudget(commands: number) {
    const now = Date.now();
    if (now - this.windowStartedAt >= 1000) {
      this.windowStartedAt = now;
      this.commandsInWindow = 0;
    }
    this.commandsInWindow += commands;
    return this.commandsInWindow <= this.deps.options.maxCommandsPerSecond;
  }

  private async handleLines(lines: string[]) {
    for (const line of lines) {
      if (this.isClosed) return;
      const command = parseCommand(line);
      if (!command) return this.reject('malformed command');
      try {
        await this.handle(command);
      } catch (error) {
        this.deps.log.error({ err: error, client: this.id }, 'live command failed');
        if (command.kind === 'call') this.replyError(command.id, REPLY_ERROR.internal);
      }
    }
  }

  private async handle(command: Command) {
    if (command.kind === 'pong') {
      this.isAwaitingPong = false;
      return;
    }
    const { id, method, request } = command;
    if (method === 'connect')
      return this.isConnected ? this.reject('second connect') : this.connect(id, request);
    if (!this.isConnected) return this.reject(`${method} before connect`);
    switch (method) {
      case 'subscribe':
        return this.subscribe(id, request.channel);
      case 'unsubscribe':
        return this.unsubscribe(id, request.channel);
      case 'refresh':
        return handleRefresh(this, id, request.token);
      case 'publish':
        return this.replyError(id, REPLY_ERROR.permissionDenied);
      case 'rpc':
        return this.replyError(id, REPLY_ERROR.methodNotFound);
      case 'send':
        return;
      default:
        return this.replyError(id, REPLY_ERROR.notAvailable);
    }
  }

  private async connect(id: number, request: Record<string, unknown>) {
    const accepted = await handleConnect(this, id, request.token);
    if (!accepted || this.isClosed) return;
    this.isConnected = true;
    this.deps.hub.register(this);
    const { pingSeconds } = this.deps.options;
    this.schedule(() => this.ping(), (pingSeconds * 500 + Math.random() * pingSeconds * 500) | 0);
    this.scheduleExpiry();
    this.reply(id, 'connect', {
      client: this.id,
      version: '1',
      ping: pingSeconds,
      pong: true,
      ...this.expiryFields(),
    });
  }

  private async subscribe(id: number, channel: unknown) {
    if (typeof channel !== 'string' || channel === '')
      return this.reject('subscribe without channel');
    if (this.channels.has(channel)) return this.replyError(id, REPLY_ERROR.alreadySubscribed);
    const refusal = checkSubscribe(channel, this.userId);
    if (refusal) {
      this.deps.log.info(
        { client: this.id, user: this.userId, channel, code: refusal.code },
        'live subscribe refused',
      );
      return this.replyError(id, refusal);
    }
    if (this.channels.size >= this.deps.options.maxSubscriptions)
      return this.close(CLOSE.channelLimit);
    this.channels.add(channel);
    try {
      await this.deps.hub.reserve(channel);
    } catch (error) {
      this.deps.log.warn({ err: error, channel }, 'live broker subscribe failed');
      this.channels.delete(channel);
      this.deps.hub.release(this, channel);
      return this.replyError(id, REPLY_ERROR.internal);
    }
    if (this.isClosed) return;
    const data = this.deps.snapshotOf(channel);
    this.reply(id, 'subscribe', data ? { data } : {});
    this.deps.hub.admit(this, channel);
  }

  private unsubscribe(id: number, channel: unknown) {
    if (typeof channel === 'string' && this.channels.delete(channel)) {
      this.deps.hub.release(this, channel);
    }
    this.reply(id, 'unsubscribe', {});
  }

  private ping() {
    this.send(PING);
    this.isAwaitingPong = true;
    const { pingSeconds, pongSeconds } = this.deps.options;
    this.schedule(() => {
      if (this.isAwaitingPong) return this.close(CLOSE.noPong);
      this.schedule(() => this.ping(), (pingSeconds - pongSeconds) * 1000);
    }, pongSeconds * 1000);
  }

  private schedule(action: () => void, delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(action, delayMs);
  }

  scheduleExpiry() {
    clearTimeout(this.expiryTimer);
    if (!this.expiresAt) return;
    const closeAtMs = this.expiresAt.getTime() + this.deps.options.expiryGraceSeconds * 1000;
    this.expiryTimer = setTimeout(
      () => this.close(CLOSE.connectionExpired),
      closeAtMs - Date.now(),
    );
  }

  /** `expires`/`ttl` only for a token that expires: the client then calls its getToken. */
  expiryFields() {
    if (!this.expiresAt) return {};
    return {
      expires: true,
      ttl: Math.max(1, Math.floor((this.expiresAt.getTime() - Date.now()) / 1000)),
    };
  }

  reply(id: number, method: Method, result: Record<string, unknown>) {
    this.send(encodeResult(id, method, result));
  }

  replyError(id: number, error: ReplyError) {
    this.send(encodeError(id, error));
  }

  send(line: string) {
    if (this.isClosed) return;
    this.pending.push(line);
    this.deps.hub.scheduleFlush(this);
  }

  /**
   * Writes what this tick queued as one text frame. A client whose earlier frames still sit in
   * the send buffer beyond the limit cannot keep up and is dropped, so it never holds memory or
   * others' delivery hostage.
   */
  flush() {
    if (this.isClosed || this.pending.length === 0) return;
    if (this.socket.bufferedAmount > this.deps.options.maxBufferedBytes) {
      this.deps.log.warn(
        { client: this.id, bytes: this.socket.bufferedAmount },
        'live client too slow',
      );
      this.pending = [];
      return this.close(CLOSE.slow);
    }
    this.write();
  }

  private write() {
    if (this.pending.length === 0) return;
    const frame = this.pending.length === 1 ? this.pending[0]! : this.pending.join('\n');
    this.pending = [];
    this.socket.send(frame, { binary: false });
  }

  reject(what: string) {
    this.deps.log.info({ client: this.id, what }, 'live bad request');
    this.close(CLOSE.badRequest);
  }

  close(close: Close) {
    if (this.isClosed) return;
    this.write();
    this.dispose();
    this.deps.log.debug({ client: this.id, ...close }, 'live connection closed by server');
    this.socket.close(close.code, close.reason);
  }

  private dispose() {
    if (this.isClosed) return;
    this.isClosed = true;
    clearTimeout(this.timer);
    clearTimeout(this.expiryTimer);
    for (const channel of this.channels) this.deps.hub.release(this, channel);
    this.channels.clear();
    this.deps.hub.unregister(this);
  }
}
