import { useEffect, useState } from 'react';

/**
 * Whether the element with this id shows on screen, above `bottomInsetPx` of whatever is fixed at the foot of the
 * viewport. An element that is not displayed (an inactive tab's pane) is not in view. False on the server and
 * where IntersectionObserver is missing: then nothing is hidden on its account.
 */
export function useInView(elementId: string, bottomInsetPx: number): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = document.getElementById(elementId);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setInView(last.isIntersecting);
      },
      { rootMargin: `0px 0px -${bottomInsetPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [elementId, bottomInsetPx]);
  return inView;
}
