import { useMemo, useSyncExternalStore } from 'react';
import { loadApolloClient } from '../../lib/apollo-client.ts';
import { useApiAction } from '../../lib/forms/use-action.ts';
import { holdsStore, noteHold, runningHoldFor } from '../../lib/hold-store.ts';
import { graphql } from './gql/index.ts';

const ReleaseHoldMutation = graphql(`
  mutation ReleaseHold($id: ID!, $claimToken: String) {
    cancelReservation(id: $id, claimToken: $claimToken) {
      id
      status
    }
  }
`);

/** The server writes the page for a visitor with no holds; the browser then shows its own. */
const onServer = () => '';

/**
 * Tickets this browser already holds for the event (hold-store.ts), so that coming back offers that hold instead
 * of a second one; and "start again", which lets it go (its places back on sale, `onReleased` to show them) before
 * a new choice.
 */
export function useRunningHold(eventId: string, onReleased: () => void) {
  const snapshot = useSyncExternalStore(holdsStore.subscribe, holdsStore.snapshot, onServer);
  const hold = useMemo(() => (snapshot ? runningHoldFor(eventId, snapshot) : null), [eventId, snapshot]);
  const release = useApiAction();

  async function startAgain(): Promise<void> {
    if (!hold) return;
    const released = await release.run(async () => {
      const client = await loadApolloClient();
      await client.mutate({
        mutation: ReleaseHoldMutation,
        variables: { id: hold.orderId, claimToken: hold.claimToken },
      });
      noteHold(hold.orderId, { eventId, secondsLeft: 0 });
    });
    if (released) onReleased();
  }

  return { hold, startAgain, releasing: release.busy, releaseError: release.error };
}
