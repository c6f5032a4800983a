/**
 * A stand-in for the person's "reduce motion" system setting, for component tests.
 *
 * Why a stub: happy-dom answers `(prefers-reduced-motion: reduce)` from a browser setting fixed when its
 * window is created, and only re-evaluates media queries (and sends `change`) when the window is resized.
 * A test needs to pick the preference per test and to flip it while a component is mounted, the way a
 * browser sends `change` when the OS toggle is switched. Every other media query still goes to happy-dom.
 */
const REDUCED_MOTION = /\(\s*prefers-reduced-motion\s*:\s*reduce\s*\)/;

let reduce = false;
/** Queries someone listens to, so a switch of the setting reaches them. */
const listenedTo = new Set<ReducedMotionQuery>();

class ReducedMotionQuery extends EventTarget {
  onchange: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null = null;

  constructor(readonly media: string) {
    super();
  }

  get matches(): boolean {
    return reduce;
  }

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    listenedTo.add(this);
    super.addEventListener(...args);
  }

  // The deprecated pair, which some libraries (react-slick) still call.
  addListener(listener: (event: MediaQueryListEvent) => void): void {
    this.addEventListener('change', listener as EventListener);
  }

  removeListener(listener: (event: MediaQueryListEvent) => void): void {
    this.removeEventListener('change', listener as EventListener);
  }
}

const happyDomMatchMedia = window.matchMedia.bind(window);

export function installReducedMotionStub(): void {
  window.matchMedia = (media: string): MediaQueryList =>
    REDUCED_MOTION.test(media)
      ? (new ReducedMotionQuery(media) as unknown as MediaQueryList)
      : happyDomMatchMedia(media);
}

/** Switches the setting; mounted components hear about it as they would in a browser. */
export function setPrefersReducedMotion(value: boolean): void {
  if (value === reduce) return;
  reduce = value;
  for (const query of listenedTo) {
    query.dispatchEvent(new MediaQueryListEvent('change', { matches: value, media: query.media }));
  }
}

/** Back to the browser default ("no preference") between tests. */
export function resetReducedMotion(): void {
  reduce = false;
  listenedTo.clear();
}
