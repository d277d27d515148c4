// §2.4 On the mobile questionnaire view the header hides on scroll down (and shows on scroll up).
import { useEffect, useState } from 'react';

const THRESHOLD_PX = 8;

export function nextHidden(hidden: boolean, previousY: number, y: number): boolean {
  if (y <= 0) return false;
  if (y - previousY > THRESHOLD_PX) return true;
  if (previousY - y > THRESHOLD_PX) return false;
  return hidden;
}

export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return undefined;
    }
    let previous = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden((was) => nextHidden(was, previous, y));
      previous = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
