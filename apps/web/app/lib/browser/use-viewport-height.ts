import { useEffect } from 'react';

/** Keeps `--vh` at 1% of the window's inner height (mobile browsers' 100vh includes the toolbar). */
export function useViewportHeight() {
  useEffect(() => {
    const update = () => {
      document.documentElement.style.setProperty('--vh', `${window.innerHeight / 100}px`);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}
