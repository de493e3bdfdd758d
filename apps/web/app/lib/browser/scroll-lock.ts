import { useEffect } from 'react';

/** Counted so that a modal over the open drawer keeps the page locked when either closes. */
let lockCount = 0;

function lockBodyScroll() {
  lockCount += 1;
  document.body.dataset.scrollLocked = 'true';
}

function unlockBodyScroll() {
  lockCount = Math.max(0, lockCount - 1);
  if (lockCount === 0) delete document.body.dataset.scrollLocked;
}

/** Locks the page's scroll while `isLocked` holds. */
export function useBodyScrollLock(isLocked: boolean) {
  useEffect(() => {
    if (!isLocked) return;
    lockBodyScroll();
    return unlockBodyScroll;
  }, [isLocked]);
}
