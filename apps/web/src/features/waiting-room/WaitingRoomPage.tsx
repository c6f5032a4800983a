import { formatEventDateTime } from '@admit/shared';
import type { WaitingRoomPageQuery as Result } from './gql/graphql.ts';
import type { Place } from './room-api.ts';
import { useWaitingPlace, type RoomView } from './use-waiting-place.ts';

export type WaitingRoomEvent = NonNullable<Result['event']>;

/** "about 3 minutes": an estimate, said as one. */
function waitWords(seconds: number | null): string {
  if (seconds === null) return '';
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `about ${Math.round(minutes / 60)} hours`;
}

function PlaceNow({ place, event, rejoin }: { place: Place; event: WaitingRoomEvent; rejoin: () => void }) {
  const opensAt = event.waitingRoom ? formatEventDateTime(event.waitingRoom.opensAt, event.timeZone) : '';
  if (place.state === 'ADMITTED') {
    return (
      <div className="alert alert-success" role="status">
        <h2 className="h4">It’s your turn</h2>
        <p>Choose your tickets now: your turn lasts 15 minutes, on this browser.</p>
        <a className="btn btn-primary btn-lg" href={`/e/${encodeURIComponent(event.slug)}#tickets`}>
          Choose tickets
        </a>
      </div>
    );
  }
  if (place.state === 'PASS_EXPIRED') {
    return (
      <div className="alert alert-warning" role="status">
        <p>Your turn ended before tickets were held. Join again to take a new place at the end of the line.</p>
        <button type="button" className="btn btn-primary" onClick={rejoin}>
          Join again
        </button>
      </div>
    );
  }
  if (place.position === null) {
    return (
      <div role="status">
        <p className="lead">You’re in the waiting room.</p>
        <p>
          At {opensAt}, everyone here gets a random place in line: arriving early gives no advantage, and neither does
          refreshing. The sale starts in {waitWords(place.waitSeconds)}.
        </p>
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite">
      <p className="mb-1">Your place in line</p>
      <p className="display-4 fw-bold" data-testid="queue-position">
        {place.position.toLocaleString()}
      </p>
      <p>Your turn should come in {waitWords(place.waitSeconds)}.</p>
    </div>
  );
}

function Status({ view, event, rejoin }: { view: RoomView; event: WaitingRoomEvent; rejoin: () => void }) {
  if (view.step === 'failed')
    return (
      <div className="alert alert-danger" role="alert">
        {view.message}
      </div>
    );
  if (view.step === 'finding') return <p role="status">Finding your place…</p>;
  if (view.step === 'proving') return <p role="status">Checking this browser: a few seconds…</p>;
  if (view.step === 'closed') {
    return (
      <div className="alert alert-info" role="status">
        The waiting room has closed. <a href={`/e/${encodeURIComponent(event.slug)}`}>Go to the event’s page</a>.
      </div>
    );
  }
  return <PlaceNow place={view.place} event={event} rejoin={rejoin} />;
}

/** The waiting page: where the visitor stands, pushed live; small, so a crowd of phones can wait on it. */
export function WaitingRoomPage({ event }: { event: WaitingRoomEvent }) {
  const { view, rejoin } = useWaitingPlace(event.id);
  return (
    <main className="container py-4" style={{ maxWidth: '36rem' }}>
      <p className="text-body-secondary mb-1">Waiting room</p>
      <h1 className="h3 mb-4">{event.title}</h1>
      <Status view={view} event={event} rejoin={rejoin} />
      <p className="small text-body-secondary mt-4">Do not refresh: you keep your place.</p>
    </main>
  );
}

/** The page for an event that sells without a room, or no event: where to go instead. */
export function NoWaitingRoom({ slug }: { slug: string }) {
  return (
    <main className="container py-4">
      <h1 className="h4">There is no waiting room here</h1>
      <p>
        <a href={`/e/${encodeURIComponent(slug)}`}>Go to the event’s page</a> to get tickets.
      </p>
    </main>
  );
}
