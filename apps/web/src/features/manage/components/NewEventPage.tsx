import { useMutation, useQuery } from '@apollo/client/react';
import { can, type EventInput } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../gql/index.ts';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { EventForm } from './EventForm.tsx';
import { ManagedOrganizationQuery, OrganizationLoadError } from './OrganizationPage.tsx';

const CreateEventMutation = graphql(`
  mutation CreateEvent($organizationId: ID!, $input: EventInput!) {
    createEvent(organizationId: $organizationId, input: $input) {
      id
      slug
      ...EventListItem_event
    }
  }
`);

/** A new event starts as a draft; once saved, its edit page takes over (ticket types, images, publishing). */
export function NewEventPage({ orgSlug }: { orgSlug: string }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(ManagedOrganizationQuery, { variables: { slug: orgSlug } });
  const [createEvent] = useMutation(CreateEventMutation);

  if (loading && !data) return <FullPageSpinner label="Loading the organization…" />;
  if (error || !data) return <OrganizationLoadError error={error} retry={() => void refetch()} />;
  const organization = data.organization;

  async function create(input: EventInput) {
    const result = await createEvent({ variables: { organizationId: organization.id, input } });
    const slug = result.data?.createEvent.slug;
    if (slug) void navigate(`/manage/${organization.slug}/events/${slug}`);
  }

  return (
    <>
      <title>{`New event · ${organization.name} · Admit`}</title>
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link to={`/manage/${organization.slug}`}>{organization.name}</Link>
      </nav>
      <h1 className="h3 mb-3">New event</h1>
      {can(organization.viewerRole, 'events.manage') ? (
        <EventForm submitLabel="Create event" busyLabel="Creating…" onSubmit={create} />
      ) : (
        <Alert variant="warning" role="alert">
          Only owners and managers of {organization.name} can create events.
        </Alert>
      )}
    </>
  );
}
