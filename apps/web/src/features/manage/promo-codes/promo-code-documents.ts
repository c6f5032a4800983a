import { graphql } from '../gql/index.ts';

export const PromoCodeFields = graphql(`
  fragment PromoCodeFields on PromoCode {
    id
    code
    summary
    status
    uses
    maxUses
    ticketTypeIds
    validUntil
    batch
    ordersPaid
    revenueMinor
  }
`);

/** An event's promo codes with their uses and what they brought in, and its ticket types to choose from. */
export const PromoCodesQuery = graphql(`
  query PromoCodes($slug: String!) {
    event(slug: $slug) {
      id
      currency
      timeZone
      ticketTypes {
        id
        name
        hidden
      }
      promoCodes {
        ...PromoCodeFields
      }
    }
  }
`);

export const CreatePromoCodeMutation = graphql(`
  mutation CreatePromoCodeFromForm($eventId: ID!, $input: PromoCodeInput!) {
    createPromoCode(eventId: $eventId, input: $input) {
      id
    }
  }
`);

export const CreatePromoCodeBatchMutation = graphql(`
  mutation CreatePromoCodeBatchFromForm($eventId: ID!, $input: PromoCodeBatchInput!) {
    createPromoCodeBatch(eventId: $eventId, input: $input) {
      code
    }
  }
`);

export const DeletePromoCodeMutation = graphql(`
  mutation DeletePromoCodeFromList($id: ID!) {
    deletePromoCode(id: $id)
  }
`);
