import type { Ref } from 'react';

type Props = {
  /** True while the slides move by themselves. */
  playing: boolean;
  /** What moves, as the carousel's label says it ("Featured events"); completes the button's name. */
  label: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
};

/**
 * Pause / play for anything that moves by itself: WCAG 2.2.2 asks for a way to stop content that starts
 * moving on its own and lasts more than five seconds. The name says what pressing it will do, as in the
 * WAI-ARIA carousel pattern, rather than aria-pressed (which reads as "pause, pressed").
 */
export function AutoplayToggle({ playing, label, onToggle, ref, className }: Props) {
  return (
    <button
      ref={ref}
      type="button"
      className={`autoplay-toggle${className ? ` ${className}` : ''}`}
      aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
      onClick={onToggle}
    >
      {playing ? (
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
        </svg>
      ) : (
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path d="M4 2l10 6-10 6z" fill="currentColor" />
        </svg>
      )}
    </button>
  );
}
