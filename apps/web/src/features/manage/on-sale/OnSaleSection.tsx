import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../../lib/fragment-masking.ts';
import type { WaitingRoomFieldsFragment } from '../gql/graphql.ts';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { SectionFrame } from '../event-page/SectionFrame.tsx';
import { useManagedEvent } from '../event-page/use-managed-event.ts';
import { OnSaleQuery, WaitingRoomFields } from './on-sale-documents.ts';
import { RefundPolicyForm } from './RefundPolicyForm.tsx';
import { TransferPolicyForm } from './TransferPolicyForm.tsx';
import { WaitingRoomForm } from './WaitingRoomForm.tsx';

/** How the room stands: joined, let through, and the rate it runs at now. */
function RoomCounts({ room }: { room: WaitingRoomFieldsFragment }) {
  if (!room.enabled) return <p className="text-body-secondary">The waiting room is off: the event sells directly.</p>;
  return (
    <dl className="row mb-0" aria-label="Waiting room now">
      <dt className="col-7">Joined</dt>
      <dd className="col-5" data-testid="room-joined">
        {room.joined.toLocaleString()}
      </dd>
      <dt className="col-7">Let through</dt>
      <dd className="col-5" data-testid="room-admitted">
        {room.admitted.toLocaleString()}
      </dd>
      <dt className="col-7">Rate now</dt>
      <dd className="col-5">{`${Math.round(room.ratePerMinute).toLocaleString()} a minute`}</dd>
    </dl>
  );
}

function OnSale({ slug, timeZone }: { slug: string; timeZone: string }) {
  const { data, error, refetch } = useQuery(OnSaleQuery, { variables: { slug } });
  if (error && !data) {
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        The waiting room could not be loaded.
      </LoadFailedAlert>
    );
  }
  if (!data?.event) return <p className="text-body-secondary">Loading…</p>;
  const masked = data.event.managedWaitingRoom;
  const room = getFragmentData(WaitingRoomFields, masked);
  return (
    <div className="row g-lg-5">
      <div className="col-lg-6">
        <WaitingRoomForm eventId={data.event.id} timeZone={timeZone} room={masked} onSaved={() => void refetch()} />
      </div>
      <div className="col-lg-6">
        <h3 className="h6">Now</h3>
        {room ? <RoomCounts room={room} /> : <p className="text-body-secondary">No waiting room is set.</p>}
        <RefundPolicyForm eventId={data.event.id} policy={data.event.refundPolicy} />
        <TransferPolicyForm eventId={data.event.id} policy={data.event.transferPolicy} />
      </div>
    </div>
  );
}

/** The on-sale: the event's waiting room and its refund policy, for its owners and managers. */
export function EventOnSaleSection({ eventSlug }: { eventSlug: string }) {
  const managed = useManagedEvent(eventSlug);
  if (!managed) return null;
  const { event, mayManage } = managed;
  return (
    <SectionFrame id="on-sale" title="On-sale" eventTitle={event.title}>
      {mayManage ? (
        <OnSale slug={event.slug} timeZone={event.timeZone} />
      ) : (
        <p className="text-body-secondary">Only the event’s owners and managers set its on-sale.</p>
      )}
    </SectionFrame>
  );
}
