import { useId, useState, type ReactNode } from 'react';
import Collapse from 'react-bootstrap/Collapse';
import { uiTokens } from './tokens.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

type DisclosureProps = {
  /** Always visible: the question, or the name of what opens. */
  summary: ReactNode;
  /** Shown when opened: the answer. */
  children: ReactNode;
  /** The summary is a heading, so screen-reader users can jump between questions; level 3 by default. */
  headingLevel?: HeadingLevel;
  defaultOpen?: boolean;
};

/**
 * One question and its answer, which opens and closes (WAI-ARIA disclosure pattern): a real button inside a
 * heading that says whether it is expanded and which panel it controls.
 *
 * react-bootstrap's Collapse ends its animation at `timeout` (300 ms by default) even when the CSS is still
 * running, so the specification's 350 ms is given both as the timeout and as the panel's transition-duration.
 */
export function Disclosure({ summary, children, headingLevel = 3, defaultOpen = false }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const reducedMotion = usePrefersReducedMotion();
  const panelId = useId();
  const durationMs = reducedMotion ? 0 : uiTokens.collapse.transitionMs;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="disclosure">
      <Heading className="disclosure__heading">
        <button
          type="button"
          className="disclosure__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span>{summary}</span>
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
            <path d="m2 5 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </Heading>
      <Collapse in={open} timeout={durationMs}>
        <div id={panelId} style={{ transitionDuration: `${durationMs}ms` }}>
          {/* Padding on an inner element, so the height animation runs smoothly to the last pixel. */}
          <div className="disclosure__panel">{children}</div>
        </div>
      </Collapse>
    </div>
  );
}

export type DisclosureItem = { question: ReactNode; answer: ReactNode };

type ListProps = {
  items: readonly DisclosureItem[];
  headingLevel?: HeadingLevel;
  className?: string;
};

/** Questions and answers (an event's FAQ), each opening on its own. */
export function DisclosureList({ items, headingLevel, className }: ListProps) {
  if (items.length === 0) return null;
  return (
    <div className={`disclosure-list${className ? ` ${className}` : ''}`}>
      {items.map((item, index) => (
        // Questions carry no id and may repeat; the list only changes as a whole.
        <Disclosure key={index} summary={item.question} {...(headingLevel ? { headingLevel } : {})}>
          {item.answer}
        </Disclosure>
      ))}
    </div>
  );
}
