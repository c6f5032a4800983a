import { useRef, useState, type FocusEvent } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import { AutoplayToggle } from './AutoplayToggle.tsx';
import './carousels.css';
import { uiTokens } from './tokens.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';
import { FULL_COLUMN_IMAGE_SIZES } from '@admit/shared';

export type GalleryImage = {
  src: string;
  /** Larger and smaller versions, so a phone does not download the desktop size. */
  srcSet?: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
};

type Props = {
  /** Names the gallery for screen readers, e.g. "Photos of Jazz night". */
  label: string;
  images: readonly GalleryImage[];
  /** The `sizes` that goes with the images' srcSet; the full width of the page column by default. */
  sizes?: string;
  className?: string;
};

/**
 * An event's images, one at a time, on react-bootstrap's Carousel: the next one every 5000 ms, swipe, dots
 * and previous / next with labels, a pause button (WCAG 2.2.2). It also stops while hovered (react-bootstrap)
 * or while keyboard focus is inside (WAI-ARIA carousel pattern). Under reduced motion nothing moves by
 * itself and images change without sliding.
 */
export function Gallery({ label, images, sizes = FULL_COLUMN_IMAGE_SIZES, className }: Props) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const extraClass = className ? ` ${className}` : '';

  const [first] = images;
  if (!first) return null;
  if (images.length === 1) {
    return (
      <img
        className={`gallery gallery--single${extraClass}`}
        src={first.src}
        srcSet={first.srcSet}
        sizes={sizes}
        alt={first.alt}
      />
    );
  }

  const canMove = !reducedMotion;
  const playing = canMove && !paused;
  const count = images.length;
  const pauseOnFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (canMove && !toggleRef.current?.contains(event.target)) setPaused(true);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={`gallery${extraClass}`}
      onFocus={pauseOnFocus}
    >
      {canMove && (
        <AutoplayToggle
          ref={toggleRef}
          className="gallery__toggle"
          playing={playing}
          label={label}
          onToggle={() => setPaused((wasPaused) => !wasPaused)}
        />
      )}
      <Carousel
        interval={playing ? uiTokens.carousel.intervalMs : null}
        slide={!reducedMotion}
        touch
        indicators
        controls
        indicatorLabels={images.map((_, index) => `Show image ${index + 1} of ${count}`)}
        prevLabel="Previous image"
        nextLabel="Next image"
      >
        {images.map((image, index) => (
          <Carousel.Item
            key={`${index}:${image.src}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
          >
            <img
              className="d-block w-100"
              src={image.src}
              srcSet={image.srcSet}
              sizes={sizes}
              alt={image.alt}
              // The first is what everyone sees; the rest only load when the browser expects them to be needed.
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </Carousel.Item>
        ))}
      </Carousel>
    </div>
  );
}
