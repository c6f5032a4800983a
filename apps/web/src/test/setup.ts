// Shared set-up for the web project's component tests (happy-dom).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installReducedMotionStub, resetReducedMotion } from './reduced-motion.ts';

installReducedMotionStub();

// Where no stylesheet sets them, a browser reports an element's transition-duration and transition-delay as
// their initial value, 0s; happy-dom reports ''. react-bootstrap reads both to know when a transition
// (Collapse, Fade, Carousel) is over, and '' makes that NaN, ending every transition at once even when a
// component sets its own duration inline. This restores the browser's answer; inline styles still win.
const initialTransitionValues = document.createElement('style');
initialTransitionValues.textContent = '* { transition-duration: 0s; transition-delay: 0s; }';
document.head.append(initialTransitionValues);

afterEach(() => {
  // Testing Library only unmounts by itself when test functions are globals; this project imports them.
  cleanup();
  resetReducedMotion();
});
