import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * The Fullscreen API on one element (the game frame's container): whether it is full screen now,
 * whether the browser allows it at all (iPhone Safari does not), and a toggle. Escape leaves
 * full screen on its own; the state follows `fullscreenchange`.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);
  const [isSupported, setIsSupported] = useState(false);

  useEffect(() => {
    setIsSupported(document.fullscreenEnabled);
    const onChange = () => setIsFullscreen(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await target.current?.requestFullscreen();
    } catch {
      // Refused (no user gesture, a permissions policy): the frame simply stays in the page.
    }
  }, [target]);

  return { isFullscreen, isSupported, toggle };
}
