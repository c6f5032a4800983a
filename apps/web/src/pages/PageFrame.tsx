import { useEffect, useMemo, type ReactNode } from 'react';
import { signInPath } from '../lib/safe-next.ts';
import { useIsOrganizerOnPage } from '../features/memberships/index.ts';
import { LocaleContext } from '../lib/locale.ts';
import { useSession } from '../lib/session/use-session.ts';
import { AppFrame } from '../ui/shell/AppFrame.tsx';
import { plainNavLinkAt } from '../ui/shell/PlainNavLink.tsx';

/**
 * A server-rendered page in the app's frame: links are plain (the other screens are pages of their own), dates
 * and prices in the locale the server wrote them in.
 */
export function PageFrame({ path, locale, children }: { path: string; locale: string; children: ReactNode }) {
  const Link = useMemo(() => plainNavLinkAt(path), [path]);
  const session = useSession();
  const isOrganizer = useIsOrganizerOnPage();
  // Marks the page as live: effects run once hydration has finished (tests wait for this).
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <LocaleContext.Provider value={locale}>
      <AppFrame Link={Link} session={session} isOrganizer={isOrganizer} signInHref={signInPath(path)}>
        {children}
      </AppFrame>
    </LocaleContext.Provider>
  );
}
