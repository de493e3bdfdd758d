import type { FastifyBaseLogger } from 'fastify';
import type { Broker } from './broker.ts';
import type { Close } from './protocol.ts';
import { encodePublication } from './protocol.ts';

/** What the hub needs of a connection. */
export interface HubMember {
  readonly userId: string;
  readonly sessionId: string | undefined;
  readonly isClosed: boolean;
  send(line: string): void;
  flush(): void;
  close(close: Close): void;
}

/**
 * This process's sockets, indexed by channel, player and session. A channel is listened to on
 * the broker while at least one local socket has it (or is about to: `refs` counts pending
 * subscribes too). Writes of one tick are flushed together, one frame per socket.
 */
export function createHub(log: FastifyBaseLogger) {
  const members = new Map<string, Set<HubMember>>();
  const refs = new Map<string, number>();
  const listening = new Map<string, Promise<void>>();
  const byUser = new Map<string, Set<HubMember>>();
  const bySession = new Map<string, Set<HubMember>>();
  const all = new Set<HubMember>();
  const dirty = new Set<HubMember>();
  let broker: Broker | undefined;
  let isFlushScheduled = false;

  function flushDirty() {
    isFlushScheduled = false;
    for (const member of dirty) member.flush();
    dirty.clear();
  }

  function addTo(index: Map<string, Set<HubMember>>, key: string, member: HubMember) {
    const set = index.get(key);
    if (set) set.add(member);
    else index.set(key, new Set([member]));
  }

  function removeFrom(index: Map<string, Set<HubMember>>, key: string, member: HubMember) {
    const set = index.get(key);
    if (!set) return;
    set.delete(member);
    if (set.size === 0) index.delete(key);
  }

  return {
    setBroker(value: Broker) {
      broker = value;
    },
    scheduleFlush(member: HubMember) {
      dirty.add(member);
      if (!isFlushScheduled) {
        isFlushScheduled = true;
        setImmediate(flushDirty);
      }
    },
    /** Counts the subscriber and resolves once the broker delivers the channel here. */
    async reserve(channel: string) {
      refs.set(channel, (refs.get(channel) ?? 0) + 1);
      let ready = listening.get(channel);
      if (!ready) {
        ready = broker!.listen(channel);
        listening.set(channel, ready);
        ready.catch(() => listening.delete(channel));
      }
      await ready;
    },
    admit(member: HubMember, channel: string) {
      addTo(members, channel, member);
    },
    release(member: HubMember, channel: string) {
      removeFrom(members, channel, member);
      const left = (refs.get(channel) ?? 1) - 1;
      if (left > 0) return void refs.set(channel, left);
      refs.delete(channel);
      listening.delete(channel);
      broker!.unlisten(channel).catch((error) => log.warn({ err: error }, 'live unlisten failed'));
    },
    register(member: HubMember) {
      all.add(member);
      if (member.userId) addTo(byUser, member.userId, member);
      if (member.sessionId) addTo(bySession, member.sessionId, member);
    },
    moveSession(member: HubMember, from: string | undefined) {
      if (from) removeFrom(bySession, from, member);
      if (member.sessionId) addTo(bySession, member.sessionId, member);
    },
    unregister(member: HubMember) {
      all.delete(member);
      dirty.delete(member);
      if (member.userId) removeFrom(byUser, member.userId, member);
      if (member.sessionId) removeFrom(bySession, member.sessionId, member);
    },
    deliver(channel: string, dataJson: string) {
      const set = members.get(channel);
      if (!set) return;
      const line = encodePublication(channel, dataJson);
      for (const member of set) member.send(line);
    },
    closeSession(sessionId: string, close: Close) {
      for (const member of [...(bySession.get(sessionId) ?? [])]) member.close(close);
    },
    closeUser(userId: string, close: Close) {
      for (const member of [...(byUser.get(userId) ?? [])]) member.close(close);
    },
    closeAll(close: Close) {
      for (const member of [...all]) member.close(close);
    },
    /** Distinct signed-in players with a socket on this process. */
    countUsers: () => byUser.size,
    countConnections: () => all.size,
  };
}

export type Hub = ReturnType<typeof createHub>;
