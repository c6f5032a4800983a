import { useOffline } from '../use-offline.ts';

/**
 * Under the top bar, on every screen, while the app is offline (lib/network-status.ts): the person knows why a
 * screen cannot load before they try, and that what this phone saved (tickets, the door's copy) still opens.
 */
export function OfflineBanner() {
  const offline = useOffline();
  // Always in the document, so the change is announced; empty while online. A live region without the status
  // role: a screen's own status messages stay the page's one status.
  return (
    <div aria-live="polite" className={offline ? 'offline-banner' : undefined} data-testid="offline-banner">
      {offline && (
        <div className="container small py-1" style={{ maxWidth: 960 }}>
          <strong>You're offline.</strong> Saved tickets and the door's copy still open.
        </div>
      )}
    </div>
  );
}
