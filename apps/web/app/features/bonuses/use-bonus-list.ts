import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveChannel, useLiveResync } from '~/lib/live';
import type { LiveChannel } from '~/lib/live/live-channels';
import { applyBonusEvent, type ListedBonus, sortBonuses } from './player-bonuses';

export interface BonusListState<T> {
  items: T[] | undefined;
  hasFailed: boolean;
  reload(): Promise<void>;
  /** Puts an item as an action answered it, before its event arrives. */
  apply(item: T): void;
}

/**
 * A list of the player's issued and active bonuses or free spins: loaded by `load`, kept current
 * from its live channel, and loaded again when the channel resynchronises.
 */
export function useBonusList<T extends ListedBonus>(
  channel: LiveChannel,
  load: () => Promise<T[]>,
): BonusListState<T> {
  const [items, setItems] = useState<T[]>();
  const [hasFailed, setHasFailed] = useState(false);
  const request = useRef(0);

  const reload = useCallback(async () => {
    const current = ++request.current;
    try {
      const loaded = await load();
      if (current !== request.current) return;
      setItems(sortBonuses(loaded));
      setHasFailed(false);
    } catch {
      if (current === request.current) setHasFailed(true);
    }
  }, [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const apply = useCallback((item: T) => {
    request.current++;
    setItems((list) => applyBonusEvent(list ?? [], item));
  }, []);

  useLiveChannel(channel, (event) => apply(event as T));
  useLiveResync(channel, () => void reload());

  return { items, hasFailed, reload, apply };
}
