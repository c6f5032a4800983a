import { useOffline } from './use-offline.ts';

/**
 * Over a screen the service worker keeps for offline reads (My tickets, a ticket): while offline, what shows is
 * the copy saved on this phone, as it was when last seen online.
 */
export function SavedCopyNote({ what }: { what: string }) {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p className="small text-body-secondary border rounded px-2 py-1" role="note" data-testid="saved-copy-note">
      You're offline: {what} as saved on this phone when you were last online.
    </p>
  );
}
