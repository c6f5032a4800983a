import { graphql } from '../gql/index.ts';

/** What the new order form offers: each ticket type of the event (hidden ones too) with its price and stock. */
export const StaffOrderTypesQuery = graphql(`
  query StaffOrderTypes($slug: String!) {
    event(slug: $slug) {
      id
      currency
      ticketTypes {
        id
        name
        priceMinor
        hidden
        capacity
        quantitySold
      }
    }
  }
`);

export const ReserveForBuyerMutation = graphql(`
  mutation ReserveForBuyer($input: StaffOrderInput!) {
    reserveForBuyer(input: $input) {
      id
      order {
        id
        code
      }
    }
  }
`);

/** Answers the order page's whole fragment, so the page shows the paid order at once. */
export const MarkOrderPaidMutation = graphql(`
  mutation MarkOrderPaid($input: OrderActionInput!, $method: OfflinePaymentMethod!, $reference: String) {
    markOrderPaid(input: $input, method: $method, reference: $reference) {
      ...OrderDetailPage_detail
    }
  }
`);
