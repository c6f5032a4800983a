import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type SlickSlider from 'react-slick';

/**
 * A react-slick slider's autoplay, with the carousel pattern's pause: a toggle, and keyboard focus inside the
 * region. `canMove` is false when there is one slide or the person prefers reduced motion.
 */
export function useSliderAutoplay(canMove: boolean) {
  const [paused, setPaused] = useState(false);
  const sliderRef = useRef<SlickSlider>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const playing = canMove && !paused;

  // react-slick only reads `autoplay` on mount and ignores it after its own pause, so the toggle drives it.
  useEffect(() => {
    const slider = sliderRef.current;
    if (!slider) return;
    if (playing) slider.slickPlay();
    else slider.slickPause();
  }, [playing]);

  // Keyboard focus inside stops the slides (the pause button excepted, or pressing it would undo itself).
  const pauseOnFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (canMove && !toggleRef.current?.contains(event.target)) setPaused(true);
  };
  const toggle = () => setPaused((wasPaused) => !wasPaused);

  return { playing, sliderRef, toggleRef, pauseOnFocus, toggle };
}
