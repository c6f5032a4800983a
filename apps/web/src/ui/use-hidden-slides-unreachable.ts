import { useCallback, type RefCallback } from 'react';

/**
 * How slides hidden from screen readers are kept out of the keyboard's way:
 * - 'inert': the whole slide is inert (nothing in it can be focused or clicked). For one-slide-at-a-time
 *   carousels, whose hidden slides (and clones) are off screen whenever nobody is dragging.
 * - 'untabbable': only the Tab order changes (tabindex="-1" on what inside could take focus). For rows that
 *   show a card peeking in at the edge: the library calls it hidden, yet a tap on it should still open it.
 */
export type HiddenSlideMode = 'inert' | 'untabbable';

const FOCUSABLE =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]';
/** Where an element's own tabindex waits while its slide is hidden ('' when it had none). */
const SAVED_TABINDEX = 'data-hidden-slide-tabindex';

function setUntabbable(slide: Element, hidden: boolean) {
  for (const element of slide.querySelectorAll(FOCUSABLE)) {
    const saved = element.getAttribute(SAVED_TABINDEX);
    if (hidden && saved === null) {
      element.setAttribute(SAVED_TABINDEX, element.getAttribute('tabindex') ?? '');
      element.setAttribute('tabindex', '-1');
    } else if (!hidden && saved !== null) {
      element.removeAttribute(SAVED_TABINDEX);
      if (saved === '') element.removeAttribute('tabindex');
      else element.setAttribute('tabindex', saved);
    }
  }
}

/**
 * A ref for a carousel's container that keeps slides the library marks aria-hidden="true" out of the Tab order.
 *
 * react-slick and react-multi-carousel hide off-screen and cloned slides from screen readers with
 * aria-hidden, but the links inside stay in the Tab order: a keyboard user would land on something out of
 * view that a screen reader does not announce (axe: aria-hidden-focus). The libraries render those slides and
 * update their attributes themselves, so we follow them with a MutationObserver. A ref callback (not an
 * effect) so it also works when the carousel only appears once there are items.
 */
export function useHiddenSlidesUnreachable(
  slideSelector: string,
  mode: HiddenSlideMode = 'inert',
): RefCallback<HTMLElement> {
  return useCallback(
    (container: HTMLElement | null) => {
      if (!container) return;
      const sync = () => {
        for (const slide of container.querySelectorAll(slideSelector)) {
          const hidden = slide.getAttribute('aria-hidden') === 'true';
          if (mode === 'inert') slide.toggleAttribute('inert', hidden);
          else setUntabbable(slide, hidden);
        }
      };
      sync();
      // Only aria-hidden and added nodes are watched, so what sync() changes does not wake the observer again.
      const observer = new MutationObserver(sync);
      observer.observe(container, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-hidden'],
      });
      return () => observer.disconnect();
    },
    [slideSelector, mode],
  );
}
