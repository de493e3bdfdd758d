import type { MessengerMessage } from '@croupier/contract';
import { useCallback, useEffect, useState } from 'react';
import { useLiveChannel, useLiveResync } from '~/lib/live';
import { useApi } from '~/lib/session/api-client';

export interface MessagesState {
  messages: MessengerMessage[] | undefined;
  total: number;
  totalUnread: number;
  hasFailed: boolean;
  isBusy: boolean;
  /** Loads the next page after the ones shown. */
  showMore(): void;
  markRead(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  readAll(): Promise<void>;
}

/**
 * The player's messages, newest first, `perPage` at a time: kept live by
 * `messenger:notifications`, changed through the spec's read, delete and read-all calls.
 * `onUnreadChange` hears every unread count the server answers.
 */
export function useMessages(
  perPage: number,
  onUnreadChange?: (totalUnread: number) => void,
): MessagesState {
  const api = useApi();
  const [pages, setPages] = useState(1);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ messages: MessengerMessage[]; total: number }>();
  const [totalUnread, setTotalUnread] = useState(0);
  const [hasFailed, setHasFailed] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  const unread = useCallback(
    (count: number) => {
      setTotalUnread(count);
      onUnreadChange?.(count);
    },
    [onUnreadChange],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again.
  useEffect(() => {
    let isCurrent = true;
    api('messengerMessages', { query: { page: 1, perPage: perPage * pages } }).then(
      (answer) => {
        if (!isCurrent) return;
        setState({ messages: answer.data, total: answer.meta.total });
        unread(answer.meta.totalUnread);
        setHasFailed(false);
      },
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, perPage, pages, round, unread]);

  const reload = () => setRound((value) => value + 1);
  useLiveChannel('messenger:notifications', reload);
  useLiveResync('messenger:notifications', reload);

  const change = async (call: () => Promise<{ data: { totalUnread: number } }>) => {
    setIsBusy(true);
    try {
      unread((await call()).data.totalUnread);
    } catch {
      setHasFailed(true);
    } finally {
      setIsBusy(false);
      reload();
    }
  };

  return {
    messages: state?.messages,
    total: state?.total ?? 0,
    totalUnread,
    hasFailed,
    isBusy,
    showMore: () => setPages((value) => value + 1),
    markRead: (id) => change(() => api('readMessengerMessages', { body: { messageIds: [id] } })),
    remove: (id) => change(() => api('deleteMessengerMessages', { body: { messageIds: [id] } })),
    readAll: () => change(() => api('readAllMessengerMessages')),
  };
}
