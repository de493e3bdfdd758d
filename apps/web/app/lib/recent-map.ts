/**
 * Sets `key` as the newest entry of `map` and drops the oldest entries beyond `limit`: a Map keeps
 * its insertion order, so this is a small cache of the most recently set entries.
 */
export function setRecent<K, V>(map: Map<K, V>, key: K, value: V, limit: number) {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= limit) break;
    map.delete(oldest);
  }
}
