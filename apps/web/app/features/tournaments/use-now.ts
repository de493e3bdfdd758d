import { useEffect, useState } from 'react';

/** The time now, every `intervalMs` after hydration (undefined during SSR and the first render). */
export function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState<number>();
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
