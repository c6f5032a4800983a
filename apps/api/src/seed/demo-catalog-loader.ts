import { eq, inArray } from 'drizzle-orm';
import { startOfZonedDay, zonedWeekday } from '@admit/shared';
import type { Db } from '../db/client.ts';
import { appendGalleryImage, insertEvent, updateEventRow } from '../modules/events/repo.ts';
import { normaliseImage } from '../modules/media/processing.ts';
import { insertImage } from '../modules/media/repo.ts';
import { organizationMembers, organizations } from '../modules/organizations/tables.ts';
import { insertTicketType } from '../modules/ticket-types/repo.ts';
import { ticketTypes } from '../modules/ticket-types/tables.ts';
import { DEMO_ORGANIZATIONS, type DemoEvent } from './demo-catalog.ts';
import { demoImage } from './demo-images.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function eventTimes(event: DemoEvent, now: Date): { startsAt: Date; endsAt: Date } {
  const weekday = zonedWeekday(now, event.timeZone);
  const isWeekend = weekday === 0 || weekday === 6;
  if (event.day === 'today' || (event.day === 'weekend' && isWeekend)) {
    // Already under way, so it counts as "today" whatever the hour of seeding.
    const startsAt = new Date(Math.floor(now.getTime() / HOUR) * HOUR - HOUR);
    return { startsAt, endsAt: new Date(startsAt.getTime() + event.hours * HOUR) };
  }
  const days = event.day === 'weekend' ? 6 - weekday : event.day;
  const startsAt = new Date(startOfZonedDay(now, event.timeZone, days).getTime() + event.startHour * HOUR);
  return { startsAt, endsAt: new Date(startsAt.getTime() + event.hours * HOUR) };
}

/** Every picture the catalogue needs, drawn in parallel (sharp works on libuv's thread pool) before any write. */
async function drawPictures(): Promise<Map<string, Awaited<ReturnType<typeof normaliseImage>>[]>> {
  let seed = 1;
  const jobs = DEMO_ORGANIZATIONS.flatMap((o) => o.events).map(async (demo) => {
    const seeds = Array.from({ length: 1 + (demo.galleryImages ?? 0) }, () => (seed += 1));
    // 1280 wide covers every size the pages ask for (960 and its 1280 srcset step).
    const pictures = await Promise.all(
      seeds.map(async (s) => normaliseImage(await demoImage(s, demo.palette, 1280, 720))),
    );
    return [demo.slug, pictures] as const;
  });
  return new Map(await Promise.all(jobs));
}

/**
 * Replaces the demo organizations (and, by cascade, their events, ticket
 * types and images) with a fresh copy dated from `now`. Other data is untouched.
 */
export async function loadDemoCatalog(db: Db, userIds: Record<string, string>, now = new Date()): Promise<void> {
  const pictures = await drawPictures();
  await db.delete(organizations).where(
    inArray(
      organizations.slug,
      DEMO_ORGANIZATIONS.map((o) => o.slug),
    ),
  );
  for (const demoOrg of DEMO_ORGANIZATIONS) {
    const [org] = await db.insert(organizations).values({ name: demoOrg.name, slug: demoOrg.slug }).returning();
    if (!org) throw new Error('demo organization not inserted');
    await db.insert(organizationMembers).values(
      demoOrg.members.map((m) => {
        const userId = userIds[m.uid];
        if (!userId) throw new Error(`demo user ${m.uid} missing`);
        return { organizationId: org.id, userId, role: m.role };
      }),
    );
    for (const demo of demoOrg.events) {
      const { startsAt, endsAt } = eventTimes(demo, now);
      const event = await insertEvent(db, org.id, {
        title: demo.title,
        slug: demo.slug,
        description: demo.description,
        venueName: demo.venueName,
        venueAddress: demo.venueAddress,
        startsAt,
        endsAt,
        timeZone: demo.timeZone,
        currency: demo.currency,
        faq: demo.faq ?? [],
      });
      const [coverPicture, ...galleryPictures] = pictures.get(demo.slug) ?? [];
      if (!coverPicture) throw new Error(`no picture drawn for ${demo.slug}`);
      const store = (picture: typeof coverPicture) =>
        insertImage(db, { organizationId: org.id, uploadedBy: null, contentType: 'image/webp', ...picture });
      const cover = await store(coverPicture);
      for (const [i, picture] of galleryPictures.entries()) {
        const image = await store(picture);
        await appendGalleryImage(db, event.id, image.id, `${demo.title}, photo ${i + 1}`);
      }
      for (const [index, t] of demo.ticketTypes.entries()) {
        const row = await insertTicketType(db, event.id, {
          name: t.name,
          description: t.description ?? '',
          priceMinor: t.priceMinor,
          capacity: t.capacity,
          salesStartAt: t.salesOpenInDays === undefined ? null : new Date(now.getTime() + t.salesOpenInDays * DAY),
          salesEndAt: t.salesCloseInDays === undefined ? null : new Date(now.getTime() + t.salesCloseInDays * DAY),
          minPerOrder: 1,
          maxPerOrder: t.maxPerOrder ?? 10,
          hidden: !!t.hidden,
          unlockCode: t.hidden?.unlockCode ?? null,
          sortOrder: index,
        });
        if (t.sold) {
          // Orders arrive in a later issue; the demo shows sales through the counter.
          await db.update(ticketTypes).set({ quantitySold: t.sold }).where(eq(ticketTypes.id, row.id));
        }
      }
      await updateEventRow(db, event.id, {
        coverImageId: cover.id,
        status: demo.status,
        featured: !!demo.featured,
        publishedAt: demo.status === 'DRAFT' ? null : new Date(now.getTime() - 30 * DAY),
      });
    }
  }
}
