import { isCurrentPage, type ShellLink, type ShellLinkProps } from './shell-link.ts';

/** A plain link that marks the current page as NavLink does: the server-rendered pages navigate by loading pages. */
function PlainNavLink({ to, end = false, className, children, currentPath }: ShellLinkProps & { currentPath: string }) {
  const current = isCurrentPage(currentPath, to, end);
  return (
    <a href={to} className={current ? `${className} active` : className} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}

/** The frame's link component for a page at `currentPath`. Made once per page, not per render. */
export function plainNavLinkAt(currentPath: string): ShellLink {
  return function PlainNavLinkAt(props: ShellLinkProps) {
    return <PlainNavLink {...props} currentPath={currentPath} />;
  };
}
