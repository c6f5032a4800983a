import { useMutation, useQuery } from '@apollo/client/react';
import { formatEventRange, joinWaitingListDraftSchema } from '@admit/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import type { JoinWaitingListFromFormMutation as Joined } from '../gql/graphql.ts';
import { JoinWaitingListMutation, JoinWaitingListQuery, WaitingListEventSummary } from '../waiting-list-documents.ts';

type Type = { id: string; name: string; minPerOrder: number; maxPerOrder: number };

/** How many places and where to write: a signed-in person's account address unless they give another. */
function JoinForm({ type, onJoined }: { type: Type; onJoined: (joined: Joined['joinWaitingList']) => void }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const form = useSchemaForm({
    schema: joinWaitingListDraftSchema,
    defaultValues: { quantity: String(type.minPerOrder), email: '' },
  });
  const [join] = useMutation(JoinWaitingListMutation);
  const submit = form.onSubmit(async ({ quantity, email }) => {
    const { data } = await join({ variables: { ticketTypeId: type.id, quantity, email: email ?? null } });
    if (data) onJoined(data.joinWaitingList);
  });
  const counts = Array.from({ length: type.maxPerOrder - type.minPerOrder + 1 }, (_, i) => type.minPerOrder + i);
  return (
    <Form noValidate onSubmit={submit} aria-label="Join the waiting list">
      <SelectField
        control={form.control}
        name="quantity"
        label="How many places"
        hint="A group waits together: it is offered all its places at once, or none."
      >
        {counts.map((n) => (
          <option key={n} value={String(n)}>
            {n}
          </option>
        ))}
      </SelectField>
      <TextField
        control={form.control}
        name="email"
        type="email"
        label={signedIn ? 'Email (leave empty for your account’s)' : 'Email'}
        autoComplete="email"
        hint={
          signedIn
            ? `We write to ${session.user.email ?? 'your account’s address'} when places come back.`
            : 'We send a link to confirm it first.'
        }
      />
      <SubmitButton busy={form.busy} busyLabel="Joining…">
        Join the waiting list
      </SubmitButton>
      <FormError message={form.alert} />
    </Form>
  );
}

/** What joining did: in line now, or a confirmation link on its way. */
function JoinedNotice({ joined }: { joined: Joined['joinWaitingList'] }) {
  const places = `${joined.quantity} ${joined.ticketTypeName} ticket${joined.quantity === 1 ? '' : 's'}`;
  if (joined.confirmationSent) {
    return (
      <Alert variant="info" data-testid="waiting-list-joined">
        Check your inbox: we sent a link to <strong className="text-break">{joined.email}</strong>. Open it to take your
        place in line for {places}.
      </Alert>
    );
  }
  return (
    <Alert variant="success" data-testid="waiting-list-joined">
      {joined.status === 'WAITING'
        ? `You’re on the waiting list for ${places}. When places come back, we hold them for you and write to ${joined.email}.`
        : `Your entry for ${places} is saved. Confirm your address through the link we sent to take your place in line.`}
    </Alert>
  );
}

function EventLine({ event }: { event: FragmentType<typeof WaitingListEventSummary> }) {
  const e = getFragmentData(WaitingListEventSummary, event);
  return (
    <p className="text-body-secondary">
      <Link to={`/e/${e.slug}`}>{e.title}</Link> · {formatEventRange(e.startsAt, e.endsAt, e.timeZone)} · {e.venueName}
    </p>
  );
}

/** "Join the waiting list" for a sold-out type, from the event page's link. */
export function JoinWaitingListPage({ eventSlug, ticketTypeId }: { eventSlug: string; ticketTypeId: string }) {
  const { data, error, refetch } = useQuery(JoinWaitingListQuery, { variables: { slug: eventSlug } });
  const [joined, setJoined] = useState<Joined['joinWaitingList'] | null>(null);
  if (!data) {
    if (!error) return <FullPageSpinner label="Loading the event…" />;
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        This event could not be found.
      </LoadFailedAlert>
    );
  }
  const type = data.event.ticketTypes.find((t) => t.id === ticketTypeId);
  return (
    <article className="py-3" aria-labelledby="waiting-list-heading">
      <title>{`Waiting list · ${type?.name ?? 'Tickets'} · Admit`}</title>
      <h1 id="waiting-list-heading" className="h4 fw-bold mb-2 text-break">
        Waiting list{type ? `: ${type.name}` : ''}
      </h1>
      <EventLine event={data.event} />
      {joined ? (
        <JoinedNotice joined={joined} />
      ) : type?.waitingListOpen ? (
        <JoinForm type={type} onJoined={setJoined} />
      ) : (
        <Alert variant="secondary">
          {type ? `${type.name} has no waiting list now.` : 'This ticket type is not listed.'}{' '}
          <Link to={`/e/${eventSlug}`}>Back to the event</Link>
        </Alert>
      )}
    </article>
  );
}
