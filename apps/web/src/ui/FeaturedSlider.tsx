import { useState, type ReactNode } from 'react';
import SlickSlider from 'react-slick';
import { AutoplayToggle } from './AutoplayToggle.tsx';
import './carousels.css';
import { cjsDefault } from './cjs-default.ts';
import { uiTokens } from './tokens.ts';
import { useHiddenSlidesUnreachable } from './use-hidden-slides-unreachable.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';
import { useSliderAutoplay } from './use-slider-autoplay.ts';

/**
 * react-slick waits `autoplaySpeed + 50` ms between slides (lib/inner-slider.js, autoPlay); asking for 50 less
 * makes the interval the specification's autoplay time exactly.
 */
const REACT_SLICK_AUTOPLAY_EXTRA_MS = 50;

const Slider = cjsDefault(SlickSlider);

type Props<T> = {
  /** Names the carousel for screen readers, e.g. "Featured events". */
  label: string;
  items: readonly T[];
  /** One slide's content: a link (focusable) to what it features. */
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  className?: string;
};

/**
 * One large slide at a time that moves on by itself (home page "featured"), on react-slick: autoplay every
 * 3000 ms, 500 ms slides, dots, swipe. A pause button stops it; so do hovering over it and moving keyboard
 * focus into it (WAI-ARIA carousel pattern); nothing moves when the person prefers reduced motion.
 *
 * Slides are kept infinite so autoplay runs from the last slide back to the first without rewinding; the
 * clones react-slick adds for that, like the slides out of view, are aria-hidden and inert.
 */
export function FeaturedSlider<T>({ label, items, renderItem, getKey, className }: Props<T>) {
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const hiddenSlidesUnreachable = useHiddenSlidesUnreachable('.slick-slide');
  const canMove = !reducedMotion && items.length > 1;
  const { playing, sliderRef, toggleRef, pauseOnFocus, toggle } = useSliderAutoplay(canMove);

  const regionClass = `featured-slider${className ? ` ${className}` : ''}`;
  if (items.length === 0) return null;
  if (items.length === 1) {
    const [only] = items;
    return (
      <div role="region" aria-label={label} className={regionClass}>
        {only !== undefined && renderItem(only, 0)}
      </div>
    );
  }

  return (
    <div
      ref={hiddenSlidesUnreachable}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={regionClass}
      onFocus={pauseOnFocus}
    >
      {/* First in the Tab order, as the carousel pattern asks; CSS places it beside the dots. */}
      {canMove && (
        <AutoplayToggle
          ref={toggleRef}
          className="featured-slider__toggle"
          playing={playing}
          label={label}
          onToggle={toggle}
        />
      )}
      {/* While it moves, announcing every slide would talk over everything else (aria-live off). */}
      <div aria-live={playing ? 'off' : 'polite'}>
        <Slider
          ref={sliderRef}
          accessibility
          arrows={false}
          dots
          infinite
          swipe
          draggable
          autoplay={canMove}
          autoplaySpeed={Math.max(0, uiTokens.slider.autoplayMs - REACT_SLICK_AUTOPLAY_EXTRA_MS)}
          speed={reducedMotion ? 0 : uiTokens.slider.transitionMs}
          pauseOnHover
          // Handled above for the whole region; react-slick's version only sees focus on the slide itself.
          pauseOnFocus={false}
          beforeChange={(_from, to) => setCurrent(to)}
          customPaging={(index) => (
            <button
              type="button"
              aria-label={`Show slide ${index + 1} of ${items.length}`}
              aria-current={index === current ? 'true' : undefined}
            />
          )}
        >
          {items.map((item, index) => (
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </Slider>
      </div>
    </div>
  );
}
