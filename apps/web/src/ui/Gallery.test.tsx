import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPrefersReducedMotion } from '../test/reduced-motion.ts';
import { Gallery, type GalleryImage } from './Gallery.tsx';

const images: GalleryImage[] = [
  { src: '/media/stage.jpg', alt: 'The stage before the show' },
  { src: '/media/crowd.jpg', srcSet: '/media/crowd-640.jpg 640w, /media/crowd.jpg 1280w', alt: 'The crowd' },
  { src: '/media/bar.jpg', alt: 'The bar' },
];

function renderGallery(list: readonly GalleryImage[] = images) {
  return render(<Gallery label="Photos of Jazz night" images={list} />);
}

/** Which image the dots say is showing. */
function currentDot(): string | null {
  const current = screen
    .getAllByRole('button', { name: /^Show image/ })
    .filter((dot) => dot.getAttribute('aria-current') === 'true');
  expect(current).toHaveLength(1);
  return current[0]?.getAttribute('aria-label') ?? null;
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

describe('Gallery', () => {
  it('shows the next image after 5000 ms, not before', async () => {
    const { container } = renderGallery();
    expect(currentDot()).toBe('Show image 1 of 3');
    await advance(4999);
    expect(currentDot()).toBe('Show image 1 of 3');
    await advance(1);
    expect(currentDot()).toBe('Show image 2 of 3');
    // Once the slide has finished, the second image is the one shown.
    await advance(50);
    expect(container.querySelector('.carousel-item.active img')?.getAttribute('alt')).toBe('The crowd');
  });

  it('neither moves by itself nor slides when the person prefers reduced motion', async () => {
    setPrefersReducedMotion(true);
    const { container } = renderGallery();
    await advance(20_000);
    expect(currentDot()).toBe('Show image 1 of 3');
    expect(container.querySelector('.carousel')?.classList.contains('slide')).toBe(false);
    expect(screen.queryByRole('button', { name: /^(Pause|Play) / })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(container.querySelector('.carousel-item.active img')?.getAttribute('alt')).toBe('The crowd');
  });

  it('can be paused and played again', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Pause Photos of Jazz night' }));
    await advance(20_000);
    expect(currentDot()).toBe('Show image 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play Photos of Jazz night' }));
    await advance(5000);
    expect(currentDot()).toBe('Show image 2 of 3');
  });

  it('is a labelled carousel with labelled dots and previous / next controls', async () => {
    renderGallery();
    expect(screen.getByRole('region', { name: 'Photos of Jazz night' }).getAttribute('aria-roledescription')).toBe(
      'carousel',
    );
    expect(screen.getAllByRole('button', { name: /^Show image \d of 3$/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    await advance(50);
    expect(currentDot()).toBe('Show image 3 of 3');
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeTruthy();
  });

  it('shows a single image on its own, and nothing without images', () => {
    const { container, rerender } = renderGallery(images.slice(0, 1));
    expect(screen.getByRole('img', { name: 'The stage before the show' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    rerender(<Gallery label="Photos of Jazz night" images={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
