import { graphql } from '../gql/index.ts';

export const StartBulkActionMutation = graphql(`
  mutation StartBulkAction($eventId: ID!, $input: BulkActionInput!) {
    startBulkAction(eventId: $eventId, input: $input) {
      id
      ...BulkProgress_action
    }
  }
`);

export const BulkProgress_ActionFragment = graphql(`
  fragment BulkProgress_action on BulkAction {
    id
    kind
    status
    total
    done
    skipped
    failed
  }
`);

export const BulkActionQuery = graphql(`
  query BulkAction($id: ID!) {
    bulkAction(id: $id) {
      ...BulkProgress_action
    }
  }
`);
