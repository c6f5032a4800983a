import { refundPolicySummary, transferPolicySummary } from '@admit/shared';
import { refundPolicyOf, setRefundPolicy } from './refund-policy.ts';
import { setTransferPolicy, transferDeadlineOf, transferPolicyOf } from './transfer-policy.ts';
import { instantToZoned } from '@admit/shared';
import type { Loaders } from '../../graphql/loaders.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { descriptionHtmlOf, presentCover, presentGallery, summaryOf } from './presenter.ts';
import type { EventWithRelated, ListedEvent } from './repo.ts';
import * as events from './service.ts';
import * as images from './images.ts';

/**
 * An event read with what its page or card shows (one statement): the request's loaders are handed those rows,
 * so the fields that ask for them (organizer, cover, ticket types, gallery) find them without another query.
 */
function withRelatedLoaded<E extends ListedEvent | EventWithRelated>(loaders: Loaders, event: E): E {
  loaders.organization.prime(event.organization.id, event.organization);
  loaders.ticketTypes.prime(event.id, event.ticketTypes);
  if (event.cover) loaders.image.prime(event.cover.id, event.cover);
  if ('gallery' in event) {
    loaders.gallery.prime(
      event.id,
      event.gallery.map(({ image: _image, ...entry }) => entry),
    );
    for (const { image } of event.gallery) loaders.image.prime(image.id, image);
  }
  return event;
}

// Thin: arguments to a service call, the result to the schema. The services check every role;
// related rows come through the request's loaders, so a page of events costs a few queries.
export const eventResolvers: Resolvers = {
  Query: {
    event: async (_, { slug }, ctx) => withRelatedLoaded(ctx.loaders, await events.eventBySlug(ctx, slug)),
    discoverEvents: async (_, args, ctx) => {
      const connection = await events.discoverEvents(ctx, args);
      for (const node of connection.nodes) withRelatedLoaded(ctx.loaders, node);
      return connection;
    },
    featuredEvents: async (_, { first }, ctx) =>
      (await events.featuredEvents(ctx, first)).map((event) => withRelatedLoaded(ctx.loaders, event)),
  },
  Mutation: {
    setRefundPolicy: (_, { eventId, input }, ctx) => setRefundPolicy(ctx, eventId, input),
    setTransferPolicy: (_, { eventId, input }, ctx) => setTransferPolicy(ctx, eventId, input),
    createEvent: (_, { organizationId, input }, ctx) => events.createEvent(ctx, organizationId, input),
    updateEvent: (_, { id, input }, ctx) => events.updateEvent(ctx, id, input),
    publishEvent: (_, { id }, ctx) => events.publishEvent(ctx, id),
    endEvent: (_, { id }, ctx) => events.endEvent(ctx, id),
    cancelEvent: (_, { id }, ctx) => events.cancelEvent(ctx, id),
    setEventFeatured: (_, { id, featured }, ctx) => events.setEventFeatured(ctx, id, featured),
    uploadEventImage: (_, { eventId, kind, file, alt }, ctx) =>
      images.uploadEventImage(ctx, { eventId, kind, file, alt }),
    removeEventImage: (_, { eventId, imageId }, ctx) => images.removeEventImage(ctx, eventId, imageId),
  },
  Event: {
    transferPolicy: (e) => {
      const policy = transferPolicyOf(e);
      return { ...policy, deadline: transferDeadlineOf(e), summary: transferPolicySummary(policy) };
    },
    refundPolicy: (e) => {
      const policy = refundPolicyOf(e);
      return { ...policy, summary: refundPolicySummary(policy) };
    },
    status: (e, _, ctx) => events.publicStatus(ctx, e),
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
    viewerRole: (e, _, ctx) => ctx.roles.roleIn(e.organizationId),
  },
  Organization: {
    events: (org, _, ctx) => events.eventsOfOrganization(ctx, org.id),
  },
};
