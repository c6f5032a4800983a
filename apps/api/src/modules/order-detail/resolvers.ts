import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { cancelOrder } from './cancel.ts';
import { refundFromDetail } from './refund.ts';
import { extendOrderHold, renameAttendee } from './edits.ts';
import { resendOrderMail } from './resend.ts';
import { managedOrder } from './service.ts';
import { changeTicketType } from './type-change.ts';
import { payTicketChange, ticketChangeForBuyer } from './type-change-payment.ts';

// Thin: arguments to a service call, the result to the schema. The services check every role.
export const orderDetailResolvers: Resolvers = {
  Query: {
    managedOrder: (_, { eventId, code }, ctx) => managedOrder(ctx, eventId, code),
    ticketChangePayment: async (_, { id, token }, ctx) => (await ticketChangeForBuyer(ctx, id, token)).view,
  },
  Mutation: {
    resendOrderMail: (_, { input, ticketId }, ctx) => resendOrderMail(ctx, input, ticketId),
    renameAttendee: (_, { input, ticketId, attendeeName }, ctx) => renameAttendee(ctx, input, ticketId, attendeeName),
    extendOrderHold: (_, { input, minutes }, ctx) => extendOrderHold(ctx, input, minutes),
    cancelOrder: (_, { input, refund, notifyBuyer }, ctx) => cancelOrder(ctx, input, { refund, notifyBuyer }),
    changeTicketType: (_, { input, ticketId, ticketTypeId }, ctx) =>
      changeTicketType(ctx, input, ticketId, ticketTypeId),
    payTicketChange: (_, { id, token }, ctx) => payTicketChange(ctx, id, token),
    refundOrderFromDetail: (_, { input, ticketIds, amountMinor, notifyBuyer }, ctx) =>
      refundFromDetail(ctx, input, { ticketIds, amountMinor, notifyBuyer }),
  },
};
