import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { SectionFrame } from '../event-page/SectionFrame.tsx';
import { sectionPath } from '../event-page/sections.ts';
import { useManagedEvent, type ManagedEvent } from '../event-page/use-managed-event.ts';
import { ComposeMessageForm } from './ComposeMessageForm.tsx';
import { MessageList } from './MessageList.tsx';
import { MessageRecipients } from './MessageRecipients.tsx';
import { MessagesEventQuery } from './messages-documents.ts';
import { ReminderForm } from './ReminderForm.tsx';

type Chosen = { id: string; subject: string };

/** The reminder, the compose form, and the messages sent with the recipients of the one chosen. */
function Messages({ event }: { event: ManagedEvent['event'] }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const { data, error, refetch } = useQuery(MessagesEventQuery, { variables: { slug: event.slug } });
  if (error && !data) {
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        The event’s messages could not be loaded.
      </LoadFailedAlert>
    );
  }
  if (!data) return <p className="text-body-secondary">Loading…</p>;
  const { id, reminderHours, ticketTypes } = data.event;
  const ordersPath = sectionPath(event.organizer.slug, event.slug, 'orders');
  return (
    <div className="row g-lg-5">
      <div className="col-lg-6">
        <ReminderForm eventId={id} reminderHours={reminderHours} />
        <ComposeMessageForm eventId={id} ticketTypes={ticketTypes} />
      </div>
      <div className="col-lg-6">
        <h3 className="h6">Sent</h3>
        <MessageList
          eventId={id}
          timeZone={event.timeZone}
          selectedId={chosen?.id ?? null}
          onSelect={(m) => setChosen((c) => (c?.id === m.id ? null : m))}
        />
        {chosen && (
          <MessageRecipients
            key={chosen.id}
            messageId={chosen.id}
            subject={chosen.subject}
            timeZone={event.timeZone}
            ordersPath={ordersPath}
          />
        )}
      </div>
    </div>
  );
}

/** Mail to the event's attendees: a reminder before the start, messages written here, and how their sending went. */
export function EventMessagesSection({ eventSlug }: { eventSlug: string }) {
  // A route under the frame (ManageEventLayout), which has loaded the event: read from the cache.
  const managed = useManagedEvent(eventSlug);
  if (!managed) return null;
  const { event, mayManage } = managed;
  return (
    <SectionFrame id="messages" title="Messages" eventTitle={event.title}>
      {mayManage ? (
        <Messages event={event} />
      ) : (
        <p className="text-body-secondary">Only the event’s owners and managers write to its attendees.</p>
      )}
    </SectionFrame>
  );
}
