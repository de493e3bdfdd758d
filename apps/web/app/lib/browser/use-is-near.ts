import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element came within `margin` (a CSS length, as IntersectionObserver's rootMargin) of
 * the viewport; once true, it stays true. With `isSkipped` nothing is observed and it stays false,
 * for an element whose content is already there.
 */
export function useIsNear<T extends Element>(margin: string, isSkipped = false) {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isSkipped || isNear || !element) return;
    if (!('IntersectionObserver' in window)) {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, isSkipped, isNear]);
  return { ref, isNear };
}
