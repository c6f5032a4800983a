import { useQuery } from '@apollo/client/react';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { CreateOrganizationForm } from './CreateOrganizationForm.tsx';
import { ManageOrganizationsQuery } from './organizations-query.ts';
import { PendingInvitations } from './PendingInvitations.tsx';
import { RoleBadge } from './RoleBadge.tsx';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';

/** The organizer's start page: the organizations they belong to, and a way to start one. */
export function OrganizationsPage() {
  // Colleagues invite and remove people: show the cached list at once, then the server's.
  const { data, loading, error, refetch } = useQuery(ManageOrganizationsQuery, { fetchPolicy: 'cache-and-network' });
  const organizations = data?.viewer?.organizations ?? [];

  return (
    <>
      <h1 className="h3 mb-3">Manage events</h1>
      {loading && !data && <FullPageSpinner label="Loading your organizations…" />}
      {error && (
        <LoadFailedAlert error={error} onRetry={() => void refetch()}>
          We could not load your organizations.
        </LoadFailedAlert>
      )}
      {data?.viewer && <PendingInvitations invitations={data.viewer.pendingInvitations} />}
      {data && (
        <section className="mb-4" aria-labelledby="organizations-heading">
          <h2 id="organizations-heading" className="h5">
            Your organizations
          </h2>
          {organizations.length === 0 ? (
            <p className="text-body-secondary">
              You are not in an organization yet. Create one below, or ask an owner to invite your email address.
            </p>
          ) : (
            <ListGroup>
              {organizations.map((organization) => (
                <ListGroup.Item
                  key={organization.id}
                  action
                  as={Link}
                  to={`/manage/${organization.slug}`}
                  className="d-flex justify-content-between align-items-center py-3"
                >
                  <span className="fw-semibold">{organization.name}</span>
                  {organization.viewerRole && <RoleBadge role={organization.viewerRole} />}
                </ListGroup.Item>
              ))}
            </ListGroup>
          )}
        </section>
      )}
      <section aria-labelledby="create-organization-heading">
        <h2 id="create-organization-heading" className="h5">
          Create an organization
        </h2>
        <CreateOrganizationForm />
      </section>
    </>
  );
}
