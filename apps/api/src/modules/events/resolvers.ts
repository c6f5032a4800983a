import { instantToZoned } from '@admit/shared';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import * as ticketTypes from '../ticket-types/service.ts';
import { descriptionHtmlOf, presentCover, presentGallery, summaryOf } from './presenter.ts';
import * as events from './service.ts';

// Thin: arguments to a service call, the result to the schema. The services check every role;
// related rows come through the request's loaders, so a page of events costs a few queries.
export const eventResolvers: Resolvers = {
  Query: {
    event: (_, { slug }, ctx) => events.eventBySlug(ctx, slug),
    discoverEvents: (_, args, ctx) => events.discoverEvents(ctx, args),
    featuredEvents: (_, { first }, ctx) => events.featuredEvents(ctx, first),
  },
  Mutation: {
    createEvent: (_, { organizationId, input }, ctx) => events.createEvent(ctx, organizationId, input),
    updateEvent: (_, { id, input }, ctx) => events.updateEvent(ctx, id, input),
    publishEvent: (_, { id }, ctx) => events.publishEvent(ctx, id),
    endEvent: (_, { id }, ctx) => events.endEvent(ctx, id),
    cancelEvent: (_, { id }, ctx) => events.cancelEvent(ctx, id),
    setEventFeatured: (_, { id, featured }, ctx) => events.setEventFeatured(ctx, id, featured),
  },
  Event: {
    status: (e) => events.effectiveStatus(e),
    descriptionHtml: (e) => descriptionHtmlOf(e),
    summary: (e) => summaryOf(e),
    startsAtLocal: (e) => instantToZoned(e.startsAt, e.timeZone),
    endsAtLocal: (e) => instantToZoned(e.endsAt, e.timeZone),
    coverImage: async (e, _, ctx) =>
      presentCover(e, e.coverImageId ? await ctx.loaders.image.load(e.coverImageId) : null),
    gallery: async (e, _, ctx) => {
      const entries = await ctx.loaders.gallery.load(e.id);
      return presentGallery(e, entries, await ctx.loaders.image.loadMany(entries.map((g) => g.imageId)));
    },
    organizer: async (e, _, ctx) => {
      const org = await ctx.loaders.organization.load(e.organizationId);
      if (!org) throw new Error(`event ${e.id} has no organization`);
      return org;
    },
    ticketTypes: async (e, { unlockCode }, ctx) =>
      ticketTypes.visibleTicketTypes(ctx, e, await ctx.loaders.ticketTypes.load(e.id), unlockCode),
    lowestPriceMinor: async (e, _, ctx) => ticketTypes.lowestPriceMinor(e, await ctx.loaders.ticketTypes.load(e.id)),
    viewerRole: (e, _, ctx) => ctx.roles.roleIn(e.organizationId),
  },
};
