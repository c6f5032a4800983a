import { useQuery } from '@apollo/client/react';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { SectionFrame } from '../event-page/SectionFrame.tsx';
import { useManagedEvent } from '../event-page/use-managed-event.ts';
import { ManagedWaitingListQuery } from './waiting-list-documents.ts';
import { WaitingListEntries } from './WaitingListEntries.tsx';
import { WaitingListPolicyForm } from './WaitingListPolicyForm.tsx';

function WaitingList({ slug }: { slug: string }) {
  const { data, error, refetch } = useQuery(ManagedWaitingListQuery, { variables: { slug } });
  if (error && !data) {
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        The waiting list could not be loaded.
      </LoadFailedAlert>
    );
  }
  if (!data?.event) return <p className="text-body-secondary">Loading…</p>;
  const { id, timeZone, waitingListPolicy, waitingList } = data.event;
  return (
    <div className="row g-lg-5">
      <div className="col-lg-8 order-2 order-lg-1">
        <WaitingListEntries entries={waitingList} timeZone={timeZone} />
        <p className="small text-body-secondary">
          While people wait for a type, places that come back are theirs: the public cannot buy them. Each offer holds
          its places like a checkout; unbought, they go to the next in line.
        </p>
      </div>
      <div className="col-lg-4 order-1 order-lg-2">
        <WaitingListPolicyForm eventId={id} policy={waitingListPolicy} />
      </div>
    </div>
  );
}

/** The waiting list: who waits for which sold-out type, in line order, and how places are offered (managers). */
export function EventWaitingListSection({ eventSlug }: { eventSlug: string }) {
  const managed = useManagedEvent(eventSlug);
  if (!managed) return null;
  const { event, mayManage } = managed;
  return (
    <SectionFrame id="waiting-list" title="Waiting list" eventTitle={event.title}>
      {mayManage ? (
        <WaitingList slug={event.slug} />
      ) : (
        <p className="text-body-secondary">Only the event’s owners and managers see its waiting list.</p>
      )}
    </SectionFrame>
  );
}
