import { graphql } from '../gql/index.ts';

/** The organization the screen is about: who may read its log, and its events to filter by. */
export const AuditOrganizationQuery = graphql(`
  query AuditOrganization($slug: String!) {
    organization(slug: $slug) {
      id
      name
      slug
      viewerRole
      events {
        id
        title
      }
    }
  }
`);

/** A page of the log: only what the screen shows of each entry (its cost grows with the page size). */
export const AuditLogQuery = graphql(`
  query AuditLog($organizationId: ID!, $filter: AuditLogFilter, $first: Int, $after: String) {
    auditLog(organizationId: $organizationId, filter: $filter, first: $first, after: $after) {
      entries {
        id
        action
        actorName
        actorEmail
        eventTitle
        subject
        changes {
          field
          words
        }
        at
      }
      endCursor
      hasNextPage
    }
  }
`);
