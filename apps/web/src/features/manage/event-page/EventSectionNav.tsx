import { useLayoutEffect, useRef } from 'react';
import Nav from 'react-bootstrap/Nav';
import { NavLink, useLocation } from 'react-router';
import { sectionPath, type EventSection } from './sections.ts';

type Props = { orgSlug: string; eventSlug: string; sections: readonly EventSection[] };

function SectionLinks({
  orgSlug,
  eventSlug,
  sections,
  variant,
  className,
}: Props & { variant: string; className: string }) {
  return (
    <Nav as="ul" variant={variant} className={className}>
      {sections.map((s) => (
        <Nav.Item as="li" key={s.path}>
          {/* NavLink marks the current section (class active, aria-current="page"); `end` keeps Overview's
              address from matching every section under it. */}
          <NavLink to={sectionPath(orgSlug, eventSlug, s.path)} end className="nav-link">
            {s.label}
          </NavLink>
        </Nav.Item>
      ))}
    </Nav>
  );
}

/**
 * The event page's sections: tabs on a laptop (≥ 992 px); on a phone one row of pills that scrolls sideways, the
 * current one brought into view, so six sections never wrap into two rows. Only one of the two is displayed at a
 * time (Bootstrap's display utilities), so assistive technology meets one navigation.
 */
export function EventSectionNav(props: Props) {
  const pills = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    const row = pills.current?.querySelector('ul');
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    // Centred in the row by scrolling the row alone (scrollIntoView would move the page too).
    const [r, c] = [row.getBoundingClientRect(), current.getBoundingClientRect()];
    row.scrollLeft += c.left - r.left - (r.width - c.width) / 2;
  }, [pathname]);

  return (
    <>
      <nav aria-label="Event sections" className="d-none d-lg-block mb-3">
        <SectionLinks {...props} variant="tabs" className="" />
      </nav>
      <nav aria-label="Event sections" className="d-lg-none mb-3" ref={pills}>
        <SectionLinks {...props} variant="pills" className="flex-nowrap overflow-x-auto text-nowrap pb-1 gap-1" />
      </nav>
    </>
  );
}
