import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPrefersReducedMotion } from '../test/reduced-motion.ts';
import { FeaturedSlider } from './FeaturedSlider.tsx';

type Event = { id: string; name: string };
const events: Event[] = [
  { id: 'a', name: 'Jazz night' },
  { id: 'b', name: 'Food market' },
  { id: 'c', name: 'Open-air cinema' },
];

function renderSlider(items: readonly Event[] = events) {
  return render(
    <FeaturedSlider
      label="Featured events"
      items={items}
      getKey={(event) => event.id}
      renderItem={(event) => <a href={`/events/${event.id}`}>{event.name}</a>}
    />,
  );
}

/** The slide a screen reader (and, with CSS, a sighted person) is shown: the one not aria-hidden. */
function slideInView(): string | null {
  const shown = document.querySelectorAll('.slick-slide[aria-hidden="false"]');
  expect(shown).toHaveLength(1);
  return shown[0]?.textContent ?? null;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('FeaturedSlider', () => {
  it('moves to the next slide after 3000 ms, not before', async () => {
    renderSlider();
    await advance(0);
    expect(slideInView()).toBe('Jazz night');
    await advance(2999);
    expect(slideInView()).toBe('Jazz night');
    await advance(1);
    expect(slideInView()).toBe('Food market');
  });

  it('slides with a 500 ms transition', async () => {
    const { container } = renderSlider();
    await advance(3000);
    const track = container.querySelector<HTMLElement>('.slick-track');
    expect(track?.style.transition).toMatch(/^transform 500ms\b/);
  });

  it('does not move at all when the person prefers reduced motion, and offers no pause button', async () => {
    setPrefersReducedMotion(true);
    renderSlider();
    await advance(10_000);
    expect(slideInView()).toBe('Jazz night');
    expect(screen.queryByRole('button', { name: /pause/i })).toBeNull();
  });

  it('stops when reduced motion is switched on while it is showing', async () => {
    renderSlider();
    await advance(3000);
    expect(slideInView()).toBe('Food market');
    act(() => setPrefersReducedMotion(true));
    await advance(10_000);
    expect(slideInView()).toBe('Food market');
  });

  it('has a pause button that stops the slides, and a play button that starts them again', async () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Pause Featured events' }));
    await advance(10_000);
    expect(slideInView()).toBe('Jazz night');
    fireEvent.click(screen.getByRole('button', { name: 'Play Featured events' }));
    await advance(3000);
    expect(slideInView()).toBe('Food market');
  });

  it('stops moving once keyboard focus is inside it', async () => {
    renderSlider();
    await advance(0);
    act(() => screen.getByRole('button', { name: 'Show slide 2 of 3' }).focus());
    await advance(10_000);
    expect(slideInView()).toBe('Jazz night');
    expect(screen.getByRole('button', { name: 'Play Featured events' })).toBeTruthy();
  });

  it('is a labelled carousel region whose dots name the slide they show and mark the current one', async () => {
    renderSlider();
    const region = screen.getByRole('region', { name: 'Featured events' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('button', { name: 'Show slide 1 of 3' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    await advance(600);
    expect(slideInView()).toBe('Open-air cinema');
    expect(screen.getByRole('button', { name: 'Show slide 3 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show slide 1 of 3' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps hidden and cloned slides out of the Tab order', async () => {
    const { container } = renderSlider();
    await advance(0);
    const slides = [...container.querySelectorAll('.slick-slide')];
    // react-slick adds clones before and after for its endless loop.
    expect(slides.length).toBeGreaterThan(events.length);
    for (const slide of slides) {
      const hidden = slide.getAttribute('aria-hidden') === 'true';
      expect(slide.hasAttribute('inert')).toBe(hidden);
    }
    await advance(3000);
    const current = container.querySelector('.slick-slide[aria-hidden="false"]');
    expect(current?.hasAttribute('inert')).toBe(false);
    expect(current?.textContent).toBe('Food market');
  });

  it('shows a single item without carousel controls, and nothing without items', () => {
    const { container, rerender } = renderSlider(events.slice(0, 1));
    expect(screen.getByRole('link', { name: 'Jazz night' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    rerender(
      <FeaturedSlider label="Featured events" items={[]} getKey={(e: Event) => e.id} renderItem={(e) => e.name} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
