import { useEffect, useId, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import MultiCarousel, { type ButtonGroupProps, type ResponsiveType } from 'react-multi-carousel';
import 'react-multi-carousel/lib/styles.css';
import './carousels.css';
import { cjsDefault } from './cjs-default.ts';
import { uiTokens } from './tokens.ts';
import { useHiddenSlidesUnreachable } from './use-hidden-slides-unreachable.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

/**
 * Cards per view by window width (Bootstrap's breakpoints). On phones the next card peeks in from the edge
 * (partialVisibilityGutter, in px) so it is clear the row swipes: about 1.3 cards on a phone, 2 and a bit on
 * a large phone, then 3 and 4 whole cards.
 */
const RESPONSIVE: ResponsiveType = {
  desktop: { breakpoint: { min: 992, max: Number.MAX_SAFE_INTEGER }, items: 4 },
  tablet: { breakpoint: { min: 768, max: 991 }, items: 3 },
  largePhone: { breakpoint: { min: 576, max: 767 }, items: 2, partialVisibilityGutter: 40 },
  phone: { breakpoint: { min: 0, max: 575 }, items: 1, partialVisibilityGutter: 88 },
};

/**
 * RESPONSIVE for a row of `count` cards: where they all fit in one view there is nothing to peek at, and
 * react-multi-carousel, given a gutter, would shift the row by it (a lone card pushed right, blank on its left).
 */
export function responsiveFor(count: number): ResponsiveType {
  return Object.fromEntries(
    Object.entries(RESPONSIVE).map(([device, { partialVisibilityGutter, ...rest }]) => [
      device,
      count > rest.items && partialVisibilityGutter ? { ...rest, partialVisibilityGutter } : rest,
    ]),
  );
}

const Carousel = cjsDefault(MultiCarousel);

/** A mouse that moved further than this between press and release was dragging the row, not clicking a card. */
const CLICK_SLOP_PX = 10;

type Props<T> = {
  /** The row's visible title, which also names it for screen readers ("This weekend"). */
  label: string;
  items: readonly T[];
  /** One card: a link (focusable) to what it shows. */
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  /** The title's heading level in the page's outline; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/**
 * A swipeable row of cards, several per view, on react-multi-carousel: 400 ms slides, a swipe or mouse drag
 * of at least 80 px moves it, previous / next buttons beside the title. Nothing moves by itself.
 * Cards out of view are hidden from screen readers by the library and taken out of the Tab order here, so
 * Tab goes: previous, next, the cards in view.
 */
export function CardRow<T>({ label, items, renderItem, getKey, headingLevel = 2, className }: Props<T>) {
  const reducedMotion = usePrefersReducedMotion();
  const headingId = useId();
  // The buttons are drawn by the carousel (it knows where it is) into this slot in the header, so they come
  // before the cards in the Tab order; react-multi-carousel itself can only put them after.
  const [arrowSlot, setArrowSlot] = useState<HTMLDivElement | null>(null);
  const untabbableHiddenCards = useHiddenSlidesUnreachable('.react-multi-carousel-item', 'untabbable');
  const pressedAt = useRef<number | null>(null);
  // Until the carousel has measured the row (a server-rendered page, its hydration), CSS gives each card the width
  // the carousel will (carousels.css), so nothing moves when it takes over.
  const [measured, setMeasured] = useState(false);
  useEffect(() => {
    // A frame later: the carousel measures the row as it mounts, so its widths are on screen by then.
    const frame = requestAnimationFrame(() => setMeasured(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;

  const rememberPress = (event: PointerEvent) => {
    pressedAt.current = event.clientX;
  };
  const swallowClickAfterDrag = (event: MouseEvent) => {
    const start = pressedAt.current;
    pressedAt.current = null;
    // detail 0: a click from the keyboard (Enter on a link), never a drag.
    if (start !== null && event.detail > 0 && Math.abs(event.clientX - start) > CLICK_SLOP_PX) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    <section
      ref={untabbableHiddenCards}
      className={`card-row${measured ? '' : ' card-row--sizing'}${className ? ` ${className}` : ''}`}
      // How many cards, for carousels.css's widths before the carousel has measured the row (1 or 2 fit whole).
      data-cards={Math.min(items.length, 3)}
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      onPointerDownCapture={rememberPress}
      onClickCapture={swallowClickAfterDrag}
    >
      <div className="card-row__header">
        <Heading id={headingId} className="card-row__title h5">
          {label}
        </Heading>
        <div ref={setArrowSlot} className="card-row__arrows" />
      </div>
      <Carousel
        responsive={responsiveFor(items.length)}
        partialVisible
        swipeable
        draggable
        arrows={false}
        customButtonGroup={<RowArrows slot={arrowSlot} label={label} />}
        // The library animates with customTransition (its own default is a fixed 400 ms) and uses
        // transitionDuration for its timers; both come from the tokens, and are switched off for reduced
        // motion. (It treats a duration of 0 as "use 400" for its click throttle only: nothing moves for it.)
        transitionDuration={reducedMotion ? 0 : uiTokens.carousel.transitionMs}
        customTransition={reducedMotion ? 'none' : `transform ${uiTokens.carousel.transitionMs}ms ease-in-out`}
        minimumTouchDrag={uiTokens.carousel.minTouchDragPx}
        itemClass="card-row__item"
        // Rendered on the server too (the home page): without a device type the carousel renders no card before
        // it has measured the row. Which one does not matter: card-row--sizing decides the widths until then.
        ssr
        deviceType="phone"
      >
        {items.map((item, index) => (
          <div key={getKey(item)}>{renderItem(item, index)}</div>
        ))}
      </Carousel>
    </section>
  );
}

type ArrowsProps = ButtonGroupProps & { slot: HTMLElement | null; label: string };

/**
 * Previous / next as real buttons. At either end the button says so with aria-disabled instead of
 * `disabled`, which would drop keyboard focus on the floor when the last press reaches the end.
 */
function RowArrows({ slot, label, previous, next, carouselState }: ArrowsProps) {
  if (!slot || !carouselState) return null;
  const { currentSlide, slidesToShow, totalItems } = carouselState;
  if (totalItems <= slidesToShow) return null;
  const atStart = currentSlide <= 0;
  const atEnd = currentSlide + slidesToShow >= totalItems;
  return createPortal(
    <>
      <RowArrow label={`Previous in ${label}`} disabled={atStart} onPress={previous} path="M10.5 2 4.5 8l6 6" />
      <RowArrow label={`Next in ${label}`} disabled={atEnd} onPress={next} path="m5.5 2 6 6-6 6" />
    </>,
    slot,
  );
}

/** One of the row's arrow buttons. At an end it stays focusable but says it is disabled, and does nothing. */
function RowArrow({
  label,
  disabled,
  onPress,
  path,
}: {
  label: string;
  disabled: boolean;
  onPress: (() => void) | undefined;
  path: string;
}) {
  return (
    <button
      type="button"
      className="card-row__arrow"
      aria-label={label}
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onPress?.();
      }}
    >
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
