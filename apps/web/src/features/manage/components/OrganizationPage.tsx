import { useQuery } from '@apollo/client/react';
import { can, ErrorCode } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link } from 'react-router';
import { graphql } from '../gql/index.ts';
import type { ManagedOrganizationQuery as ManagedOrganizationResult } from '../gql/graphql.ts';
import { apiErrorCode } from '../../../lib/api-errors.ts';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { EventsTab } from './EventsTab.tsx';
import { RoleBadge } from './RoleBadge.tsx';
import { TeamTab } from './TeamTab.tsx';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';

/** The organization header every manage page needs: its id for mutations and the viewer's role for what to show. */
export const ManagedOrganizationQuery = graphql(`
  query ManagedOrganization($slug: String!) {
    organization(slug: $slug) {
      id
      name
      slug
      viewerRole
    }
  }
`);

export type ManagedOrganization = ManagedOrganizationResult['organization'];

/** Members only: NOT_FOUND and FORBIDDEN read the same, so a slug reveals nothing to outsiders. */
export function OrganizationLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const code = apiErrorCode(error);
  if (code === ErrorCode.NOT_FOUND || code === ErrorCode.FORBIDDEN) {
    return (
      <Alert variant="warning" role="alert">
        We could not find that organization among yours.{' '}
        <Alert.Link as={Link} to="/manage">
          See your organizations
        </Alert.Link>
      </Alert>
    );
  }
  return (
    <LoadFailedAlert error={error} onRetry={retry}>
      We could not load this organization.
    </LoadFailedAlert>
  );
}

export function OrganizationPage({ slug }: { slug: string }) {
  const { data, loading, error, refetch } = useQuery(ManagedOrganizationQuery, { variables: { slug } });
  if (loading && !data) return <FullPageSpinner label="Loading the organization…" />;
  if (error || !data) return <OrganizationLoadError error={error} retry={() => void refetch()} />;
  const organization = data.organization;

  return (
    <>
      <title>{`${organization.name} · Manage · Admit`}</title>
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link to="/manage">Your organizations</Link>
      </nav>
      <div className="d-flex align-items-center gap-2 mb-3 flex-wrap">
        <h1 className="h3 mb-0">{organization.name}</h1>
        {organization.viewerRole && <RoleBadge role={organization.viewerRole} />}
        {can(organization.viewerRole, 'audit.view') && (
          <Link to="audit" className="ms-auto small" data-testid="audit-log-link">
            Audit log
          </Link>
        )}
      </div>
      <Tabs defaultActiveKey="events" id="organization-tabs" className="mb-3" fill mountOnEnter unmountOnExit>
        <Tab eventKey="events" title="Events">
          <EventsTab organization={organization} />
        </Tab>
        <Tab eventKey="team" title="Team">
          <TeamTab organization={organization} />
        </Tab>
      </Tabs>
    </>
  );
}
