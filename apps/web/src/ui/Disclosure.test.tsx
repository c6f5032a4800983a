import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPrefersReducedMotion } from '../test/reduced-motion.ts';
import { Disclosure, DisclosureList } from './Disclosure.tsx';

const faq = [
  { question: 'Is there parking?', answer: 'Yes, by the quay.' },
  { question: 'Can I bring a child?', answer: 'Under-12s go free.' },
];

/** The element Bootstrap animates: the panel the button controls. */
function panelOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error('the button controls no panel');
  return panel;
}

/** Fully open, as Bootstrap's CSS shows it: `.collapse.show`, no longer `.collapsing`. */
function isFullyOpen(panel: HTMLElement): boolean {
  return panel.classList.contains('collapse') && panel.classList.contains('show');
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Disclosure', () => {
  it('opens with a 350 ms transition: still opening before 350 ms, open at 350 ms', async () => {
    render(<DisclosureList items={faq} />);
    const button = screen.getByRole('button', { name: 'Is there parking?' });
    const panel = panelOf(button);
    expect(isFullyOpen(panel)).toBe(false);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await advance(1);
    expect(panel.classList.contains('collapsing')).toBe(true);
    expect(panel.style.transitionDuration).toBe('350ms');
    await advance(348);
    expect(isFullyOpen(panel)).toBe(false);
    await advance(1);
    expect(isFullyOpen(panel)).toBe(true);
    expect(panel.textContent).toBe('Yes, by the quay.');
  });

  it('closes again, also over 350 ms', async () => {
    render(<Disclosure summary="Is there parking?">Yes, by the quay.</Disclosure>);
    const button = screen.getByRole('button', { name: 'Is there parking?' });
    fireEvent.click(button);
    await advance(1000);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await advance(349);
    expect(panelOf(button).classList.contains('collapsing')).toBe(true);
    await advance(1);
    expect(panelOf(button).className).toBe('collapse');
  });

  it('opens at once when the person prefers reduced motion', async () => {
    setPrefersReducedMotion(true);
    render(<Disclosure summary="Is there parking?">Yes, by the quay.</Disclosure>);
    const button = screen.getByRole('button', { name: 'Is there parking?' });
    fireEvent.click(button);
    await advance(0);
    expect(isFullyOpen(panelOf(button))).toBe(true);
  });

  it('puts each question in a heading, with a button that opens only its own answer', () => {
    render(<DisclosureList items={faq} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Is there parking?',
      'Can I bring a child?',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Can I bring a child?' }));
    expect(screen.getByRole('button', { name: 'Can I bring a child?' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Is there parking?' }).getAttribute('aria-expanded')).toBe('false');
  });
});
