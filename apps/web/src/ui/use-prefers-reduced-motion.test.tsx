import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setPrefersReducedMotion } from '../test/reduced-motion.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

function Motion() {
  return <p>{usePrefersReducedMotion() ? 'still' : 'moving'}</p>;
}

describe('usePrefersReducedMotion', () => {
  it('follows the system setting, also when it changes while the page is open', () => {
    render(<Motion />);
    expect(screen.getByText('moving')).toBeTruthy();
    act(() => setPrefersReducedMotion(true));
    expect(screen.getByText('still')).toBeTruthy();
    act(() => setPrefersReducedMotion(false));
    expect(screen.getByText('moving')).toBeTruthy();
  });

  it('assumes reduced motion where there is no browser to ask (server rendering)', () => {
    expect(renderToString(<Motion />)).toContain('still');
  });
});
