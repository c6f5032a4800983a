import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPrefersReducedMotion } from '../test/reduced-motion.ts';
import { CardRow, responsiveFor } from './CardRow.tsx';

type Event = { id: string; name: string };
const events: Event[] = ['Jazz night', 'Food market', 'Open-air cinema', 'Comedy club', 'Vinyl fair', 'Night run'].map(
  (name, index) => ({ id: String(index), name }),
);

function renderRow(items: readonly Event[] = events) {
  return render(
    <CardRow
      label="This weekend"
      items={items}
      getKey={(event) => event.id}
      renderItem={(event) => <a href={`/events/${event.id}`}>{event.name}</a>}
    />,
  );
}

/** The cards in view: react-multi-carousel hides the others from screen readers. */
function cardsInView(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.react-multi-carousel-item[aria-hidden="false"]')].map(
    (card) => card.textContent ?? '',
  );
}

function track(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('.react-multi-carousel-track');
  if (!element) throw new Error('no track rendered');
  return element;
}

function drag(element: HTMLElement, fromX: number, toX: number) {
  fireEvent.pointerDown(element, { clientX: fromX, clientY: 100 });
  fireEvent.mouseDown(element, { clientX: fromX, clientY: 100 });
  fireEvent.mouseMove(element, { clientX: (fromX + toX) / 2, clientY: 100 });
  fireEvent.mouseMove(element, { clientX: toX, clientY: 100 });
  fireEvent.mouseUp(element, { clientX: toX, clientY: 100 });
}

beforeEach(() => {
  // happy-dom lays nothing out, and react-multi-carousel renders no cards until its container has a width.
  // 1000 px in a 1024 px window: the desktop layout, four cards of 250 px.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1000);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CardRow', () => {
  it('shows several cards per view under a titled, labelled carousel', () => {
    const { container } = renderRow();
    expect(screen.getByRole('heading', { level: 2, name: 'This weekend' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'This weekend' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(cardsInView(container)).toEqual(['Jazz night', 'Food market', 'Open-air cinema', 'Comedy club']);
  });

  it('moves with a 400 ms transition when Next is pressed, and Previous comes back', async () => {
    const { container } = renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Next in This weekend' }));
    expect(track(container).style.transition).toBe('transform 400ms ease-in-out');
    expect(cardsInView(container)[0]).toBe('Food market');
    await act(() => vi.advanceTimersByTimeAsync(400));
    fireEvent.click(screen.getByRole('button', { name: 'Previous in This weekend' }));
    expect(cardsInView(container)[0]).toBe('Jazz night');
  });

  it('moves without a transition when the person prefers reduced motion', () => {
    setPrefersReducedMotion(true);
    const { container } = renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Next in This weekend' }));
    expect(cardsInView(container)[0]).toBe('Food market');
    expect(track(container).style.transition).toBe('none');
  });

  it('ignores a drag shorter than 80 px and moves on a longer one', () => {
    const { container } = renderRow();
    drag(track(container), 600, 530);
    expect(cardsInView(container)[0]).toBe('Jazz night');
    drag(track(container), 600, 510);
    expect(cardsInView(container)[0]).toBe('Food market');
  });

  it('does not open a card at the end of a drag, but does on a plain click', () => {
    const opened = vi.fn((event: MouseEvent) => event.preventDefault());
    const { container } = renderRow();
    const card = screen.getByRole('link', { name: 'Food market' });
    card.addEventListener('click', opened);
    drag(card, 600, 530);
    fireEvent.click(card, { clientX: 530, detail: 1 });
    expect(opened).not.toHaveBeenCalled();
    fireEvent.pointerDown(card, { clientX: 600 });
    fireEvent.click(card, { clientX: 601, detail: 1 });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(cardsInView(container)[0]).toBe('Jazz night');
  });

  it('has real previous / next buttons before the cards, saying when an end is reached', async () => {
    const { container } = renderRow();
    const previous = screen.getByRole('button', { name: 'Previous in This weekend' });
    const next = screen.getByRole('button', { name: 'Next in This weekend' });
    const firstCard = screen.getByRole('link', { name: 'Jazz night' });
    // Tab order is document order here: both buttons come before the first card.
    expect(previous.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBe('false');
    for (let i = 0; i < 2; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Next in This weekend' }));
      await act(() => vi.advanceTimersByTimeAsync(400));
    }
    expect(cardsInView(container)).toEqual(['Open-air cinema', 'Comedy club', 'Vinyl fair', 'Night run']);
    expect(screen.getByRole('button', { name: 'Next in This weekend' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps cards out of view out of the Tab order, and gives them back when they come into view', async () => {
    renderRow();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('link', { name: 'Comedy club' }).getAttribute('tabindex')).toBeNull();
    expect(screen.getByRole('link', { name: 'Vinyl fair', hidden: true }).getAttribute('tabindex')).toBe('-1');
    fireEvent.click(screen.getByRole('button', { name: 'Next in This weekend' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('link', { name: 'Vinyl fair' }).getAttribute('tabindex')).toBeNull();
    expect(screen.getByRole('link', { name: 'Jazz night', hidden: true }).getAttribute('tabindex')).toBe('-1');
  });

  it('has no buttons when every card fits, and renders nothing without cards', () => {
    const { container, rerender } = renderRow(events.slice(0, 3));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    rerender(<CardRow label="This weekend" items={[]} getKey={(e: Event) => e.id} renderItem={(e) => e.name} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('responsiveFor', () => {
  it('lets the next card peek in only where there is a next card, so a lone card is never pushed aside', () => {
    expect(responsiveFor(1).phone?.partialVisibilityGutter).toBeUndefined();
    expect(responsiveFor(2).phone?.partialVisibilityGutter).toBe(88);
    expect(responsiveFor(2).largePhone?.partialVisibilityGutter).toBeUndefined();
    expect(responsiveFor(3).largePhone?.partialVisibilityGutter).toBe(40);
    expect(responsiveFor(1).phone?.items).toBe(1);
  });
});
