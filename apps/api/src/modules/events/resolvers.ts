import { instantToZoned, ticketAvailability } from '@admit/shared';
import type { Context } from '../../graphql/context.ts';
import type { ImageView } from '../media/image-view.ts';
import { viewerCan } from '../organizations/access.ts';
import type { TicketTypeView } from '../ticket-types/service.ts';
import type { DateFilter } from './date-filters.ts';
import { plainSummary, renderMarkdown } from './markdown.ts';
import * as events from './service.ts';
import type { EventRow } from './tables.ts';

type Upload = Parameters<typeof events.uploadEventImage>[1]['file'];

/** Ticket types the viewer may see: the team sees all; others the listed ones and those their code unlocks. */
async function visibleTicketTypes(
  event: EventRow,
  ctx: Context,
  unlockCode?: string | null,
): Promise<TicketTypeView[]> {
  const rows = await ctx.loaders.ticketTypes.load(event.id);
  const all = rows.map((row) => ({ ...row, event }));
  if (await viewerCan(ctx, event.organizationId, 'events.manage')) return all;
  const code = unlockCode?.trim().toLowerCase();
  return all.filter((t) => !t.hidden || (!!code && t.unlockCode?.toLowerCase() === code));
}

// descriptionHtml and summary both need the rendering, and a row lives for one request: render it once.
const renderedDescriptions = new WeakMap<EventRow, string>();
function descriptionHtmlOf(event: EventRow): string {
  let html = renderedDescriptions.get(event);
  if (html === undefined) {
    html = renderMarkdown(event.description);
    renderedDescriptions.set(event, html);
  }
  return html;
}

// Thin: each resolver delegates to the service, which checks the role.
export const eventResolvers = {
  Query: {
    event: (_: unknown, { slug }: { slug: string }, ctx: Context) => events.eventBySlug(ctx, slug),
    discoverEvents: (
      _: unknown,
      args: {
        first: number;
        after?: string | null;
        search?: string | null;
        when?: DateFilter | null;
        timeZone: string;
      },
      ctx: Context,
    ) => events.discoverEvents(ctx, args),
    featuredEvents: (_: unknown, { first }: { first: number }, ctx: Context) => events.featuredEvents(ctx, first),
  },
  Mutation: {
    createEvent: (_: unknown, a: { organizationId: string; input: unknown }, ctx: Context) =>
      events.createEvent(ctx, a.organizationId, a.input),
    updateEvent: (_: unknown, a: { id: string; input: unknown }, ctx: Context) =>
      events.updateEvent(ctx, a.id, a.input),
    publishEvent: (_: unknown, { id }: { id: string }, ctx: Context) => events.publishEvent(ctx, id),
    endEvent: (_: unknown, { id }: { id: string }, ctx: Context) => events.endEvent(ctx, id),
    cancelEvent: (_: unknown, { id }: { id: string }, ctx: Context) => events.cancelEvent(ctx, id),
    uploadEventImage: (
      _: unknown,
      a: { eventId: string; kind: 'COVER' | 'GALLERY'; file: Upload; alt?: string | null },
      ctx: Context,
    ) => events.uploadEventImage(ctx, a),
    removeEventImage: (_: unknown, a: { eventId: string; imageId: string }, ctx: Context) =>
      events.removeEventImage(ctx, a.eventId, a.imageId),
    setEventFeatured: (_: unknown, a: { id: string; featured: boolean }, ctx: Context) =>
      events.setEventFeatured(ctx, a.id, a.featured),
  },
  Event: {
    status: (e: EventRow) => events.effectiveStatus(e),
    descriptionHtml: (e: EventRow) => descriptionHtmlOf(e),
    summary: (e: EventRow) => plainSummary(descriptionHtmlOf(e)),
    startsAt: (e: EventRow) => e.startsAt.toISOString(),
    endsAt: (e: EventRow) => e.endsAt.toISOString(),
    startsAtLocal: (e: EventRow) => instantToZoned(e.startsAt, e.timeZone),
    endsAtLocal: (e: EventRow) => instantToZoned(e.endsAt, e.timeZone),
    coverImage: async (e: EventRow, _: unknown, ctx: Context): Promise<ImageView | null> => {
      const image = e.coverImageId ? await ctx.loaders.image.load(e.coverImageId) : null;
      return image ? { ...image, alt: e.title } : null;
    },
    gallery: async (e: EventRow, _: unknown, ctx: Context): Promise<ImageView[]> => {
      const entries = await ctx.loaders.gallery.load(e.id);
      const images = await ctx.loaders.image.loadMany(entries.map((g) => g.imageId));
      return entries.flatMap((g, i) => {
        const image = images[i];
        return image && !(image instanceof Error) ? [{ ...image, alt: g.alt || e.title }] : [];
      });
    },
    organizer: async (e: EventRow, _: unknown, ctx: Context) => {
      const org = await ctx.loaders.organization.load(e.organizationId);
      if (!org) throw new Error(`event ${e.id} has no organization`);
      return org;
    },
    ticketTypes: (e: EventRow, { unlockCode }: { unlockCode?: string | null }, ctx: Context) =>
      visibleTicketTypes(e, ctx, unlockCode),
    lowestPriceMinor: async (e: EventRow, _: unknown, ctx: Context): Promise<number | null> => {
      const now = new Date();
      const prices = (await visibleTicketTypes(e, ctx))
        .filter((t) => !t.hidden && ticketAvailability(t, e.endsAt, now) !== 'SALES_ENDED')
        .map((t) => t.priceMinor);
      return prices.length ? Math.min(...prices) : null;
    },
    viewerRole: (e: EventRow, _: unknown, ctx: Context) => ctx.loaders.viewerRole.load(e.organizationId),
  },
};
