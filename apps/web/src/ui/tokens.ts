/**
 * The specification's defaults for general-purpose UI elements, in one place.
 * Components read these; nothing else hard-codes a duration or size.
 * theme.css mirrors the few values CSS needs as custom properties; tokens.test.ts keeps the two equal.
 */
export const uiTokens = {
  /**
   * Admit's green, Bootstrap's primary, link and focus colour (theme.css points Bootstrap at it). Bootstrap's own
   * primary, its blue, must never reach the screen.
   */
  brand: { primary: '#146c43', primaryRgb: '20, 108, 67', hover: '#0f5132', active: '#0c4128' },
  /** Home page "featured" slider (react-slick). */
  slider: { autoplayMs: 3000, transitionMs: 500 },
  /** Rows of event cards (react-multi-carousel) and the event image gallery (react-bootstrap Carousel). */
  carousel: { transitionMs: 400, minTouchDragPx: 80, intervalMs: 5000 },
  modal: { zIndex: 1050, backdropZIndex: 1040, fadeMs: 150, transitionMs: 300 },
  /** FAQ answers and the mobile menu. */
  collapse: { transitionMs: 350 },
  spinner: { size: 80, color: 'green' },
  /** Long enough to read a one-line message; the fade in and out uses modal.fadeMs (Bootstrap's .fade). */
  toast: { autohideMs: 4000 },
  /** Phones only: the fixed bottom navigation, which toasts and page content keep clear of. */
  bottomTabBar: { heightPx: 56 },
} as const;
