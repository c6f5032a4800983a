/**
 * The specification's defaults for general-purpose UI elements, in one place.
 * Components read these; nothing else hard-codes a duration or size.
 */
export const uiTokens = {
  slider: { autoplayMs: 3000, transitionMs: 500 },
  carousel: { transitionMs: 400, minTouchDragPx: 80, intervalMs: 5000 },
  modal: { zIndex: 1050, fadeMs: 150, transitionMs: 300 },
  collapse: { transitionMs: 350 },
  spinner: { size: 80, color: 'green' },
} as const;
