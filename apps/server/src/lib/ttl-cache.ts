/**
 * Memoises slow-changing reference data (locales, countries, texts) for a few seconds, per
 * database and arguments. Only a cache: every process reads the database again after the TTL,
 * so operators' changes show everywhere within `ttlMs`.
 */
export function memoize<Owner extends object, Args extends unknown[], T>(
  ttlMs: number,
  load: (owner: Owner, ...args: Args) => Promise<T>,
) {
  const byOwner = new WeakMap<Owner, Map<string, { expiresAt: number; value: Promise<T> }>>();
  const cached = (owner: Owner, ...args: Args): Promise<T> => {
    let entries = byOwner.get(owner);
    if (!entries) {
      entries = new Map();
      byOwner.set(owner, entries);
    }
    const key = JSON.stringify(args);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load(owner, ...args);
    entries.set(key, { expiresAt: now + ttlMs, value });
    value.catch(() => entries.delete(key));
    return value;
  };
  /** Drops what is kept for the owner: its next call reads the database (an operator's edit). */
  const forget = (owner: Owner) => byOwner.delete(owner);
  return Object.assign(cached, { forget });
}
