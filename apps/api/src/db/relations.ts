import { relations } from 'drizzle-orm';
import { eventGalleryImages, events } from '../modules/events/tables.ts';
import { images } from '../modules/media/tables.ts';
import { organizations } from '../modules/organizations/tables.ts';
import { ticketTypes } from '../modules/ticket-types/tables.ts';

/*
 * What an event's public page and its cards show beside the event itself, for Drizzle's relational queries: one
 * statement reads an event, or a page of them, with all of it (events/repo.ts). Here beside the schema, not in a
 * module: a relation spans modules, and the events module may not import the ticket types' tables above it.
 */

export const eventRelations = relations(events, ({ one, many }) => ({
  organization: one(organizations, { fields: [events.organizationId], references: [organizations.id] }),
  cover: one(images, { fields: [events.coverImageId], references: [images.id] }),
  ticketTypes: many(ticketTypes),
  gallery: many(eventGalleryImages),
}));

export const ticketTypeRelations = relations(ticketTypes, ({ one }) => ({
  event: one(events, { fields: [ticketTypes.eventId], references: [events.id] }),
}));

export const galleryImageRelations = relations(eventGalleryImages, ({ one }) => ({
  event: one(events, { fields: [eventGalleryImages.eventId], references: [events.id] }),
  image: one(images, { fields: [eventGalleryImages.imageId], references: [images.id] }),
}));
