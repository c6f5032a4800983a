import { graphql } from './gql/index.ts';

/** Starting a bulk action and reading its progress, as the orders list does. */
export const START_BULK = graphql(`
  mutation BulkStart($eventId: ID!, $input: BulkActionInput!) {
    startBulkAction(eventId: $eventId, input: $input) {
      id
      kind
      status
      total
      done
      skipped
      failed
    }
  }
`);

export const BULK_PROGRESS = graphql(`
  query BulkProgress($id: ID!) {
    bulkAction(id: $id) {
      id
      status
      total
      done
      skipped
      failed
    }
  }
`);
