import type { ComponentType, ReactNode } from 'react';

export type ShellLinkProps = {
  to: string;
  /** Current only on `to` itself, not on the pages below it (the home page's link). */
  end?: boolean;
  className: string;
  children: ReactNode;
};

/**
 * A link of the app's frame that marks the current page (class "active", aria-current="page"): React Router's
 * NavLink inside the client-rendered app, PlainNavLink on the server-rendered pages, which have no router.
 */
export type ShellLink = ComponentType<ShellLinkProps>;

/** NavLink's rule: the page itself, or (unless `end`) any page below it. */
export function isCurrentPage(currentPath: string, to: string, end = false): boolean {
  if (currentPath === to) return true;
  return !end && to !== '/' && currentPath.startsWith(`${to}/`);
}
