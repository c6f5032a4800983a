import { instantToZoned } from '@admit/shared';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import * as promoCodes from './service.ts';

// Thin: arguments to a service call, the result to the schema. The services check every role.
export const promoCodeResolvers: Resolvers = {
  Mutation: {
    createPromoCode: (_, { eventId, input }, ctx) => promoCodes.createPromoCode(ctx, eventId, input),
    createPromoCodeBatch: (_, { eventId, input }, ctx) => promoCodes.createPromoCodeBatch(ctx, eventId, input),
    updatePromoCode: (_, { id, input }, ctx) => promoCodes.updatePromoCode(ctx, id, input),
    deletePromoCode: (_, { id }, ctx) => promoCodes.deletePromoCode(ctx, id),
  },
  Event: {
    promoCodes: (e, { batch }, ctx) => promoCodes.promoCodesOfEvent(ctx, e.id, batch),
  },
  PromoCode: {
    validFromLocal: (c) => (c.validFrom ? instantToZoned(c.validFrom, c.event.timeZone) : null),
    validUntilLocal: (c) => (c.validUntil ? instantToZoned(c.validUntil, c.event.timeZone) : null),
  },
};
