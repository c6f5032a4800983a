import type { ReactNode } from 'react';

/**
 * One section of an event's manage page: a region named by its heading (the navigation shows the name, so the
 * heading is for assistive technology), and the document's title.
 */
export function SectionFrame({
  id,
  title,
  eventTitle,
  children,
}: {
  id: string;
  title: string;
  eventTitle: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <title>{`${title} · ${eventTitle} · Manage · Admit`}</title>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {title}
      </h2>
      {children}
    </section>
  );
}
