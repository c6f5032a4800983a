import { eq, inArray } from 'drizzle-orm';
import { startOfZonedDay, zonedWeekday } from '@admit/shared';
import type { Db } from '../db/client.ts';
import { appendGalleryImage, insertEvent, updateEventRow } from '../modules/events/repo.ts';
import { normaliseImage } from '../modules/media/processing.ts';
import { insertImage } from '../modules/media/repo.ts';
import { organizationMembers, organizations } from '../modules/organizations/tables.ts';
import { insertTicketType } from '../modules/ticket-types/repo.ts';
import { insertPromoCodes } from '../modules/promo-codes/repo.ts';
import { insertQuestion } from '../modules/questions/repo.ts';
import { seedWaitingList } from './demo-waiting-list.ts';
import { ticketTypes, type TicketTypeRow } from '../modules/ticket-types/tables.ts';
import { events } from '../modules/events/tables.ts';
import { orders } from '../modules/orders/tables.ts';
import { bulkActions } from '../modules/bulk-actions/tables.ts';
import { upsertRoom } from '../modules/waiting-room/repo.ts';
import { DEMO_ORGANIZATIONS, type DemoEvent } from './demo-catalog.ts';
import { demoImage } from './demo-images.ts';
import { sellDemoEvent, type DemoCast } from './demo-sales.ts';
import type { DemoStage } from './demo-scope.ts';

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

type Pictures = Awaited<ReturnType<typeof drawPictures>>;
type Loading = { db: Db; stage: DemoStage; cast: DemoCast; userIds: Record<string, string>; now: Date };

/**
 * Orders and bulk actions (a cancelled demo event's refunds) are not deleted with their event: the demo's go first,
 * so seeding again replaces them too.
 */
async function deleteDemoOrganizations(db: Db): Promise<void> {
  const slugs = DEMO_ORGANIZATIONS.map((o) => o.slug);
  const demoEvents = db
    .select({ id: events.id })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(inArray(organizations.slug, slugs));
  await db.delete(bulkActions).where(inArray(bulkActions.eventId, demoEvents));
  await db.delete(orders).where(inArray(orders.eventId, demoEvents));
  await db.delete(organizations).where(inArray(organizations.slug, slugs));
}

/** The event's types, on sale with no sales window until its sales are made (their windows come after). */
async function insertTicketTypes(db: Db, eventId: string, demo: DemoEvent): Promise<TicketTypeRow[]> {
  const rows: TicketTypeRow[] = [];
  for (const [index, t] of demo.ticketTypes.entries()) {
    rows.push(
      await insertTicketType(db, eventId, {
        name: t.name,
        description: t.description ?? '',
        priceMinor: t.priceMinor,
        capacity: t.capacity,
        salesStartAt: null,
        salesEndAt: null,
        minPerOrder: 1,
        maxPerOrder: t.maxPerOrder ?? 10,
        hidden: !!t.hidden,
        sortOrder: index,
      }),
    );
  }
  // A hidden type's code is a promo code that reveals it, at its own price.
  const reveals = demo.ticketTypes.flatMap((t, i) => (t.hidden && rows[i] ? [{ ...t.hidden, id: rows[i].id }] : []));
  await insertPromoCodes(
    db,
    eventId,
    reveals.map((r) => ({
      code: r.unlockCode,
      priceMode: 'NONE',
      priceValue: 0,
      revealsHidden: true,
      reservesPlaces: false,
      ticketTypeIds: [r.id],
      validFrom: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerOrder: null,
      minQuantity: 1,
      batch: null,
    })),
  );
  return rows;
}

/** The cover and gallery, drawn before the transaction. */
async function storePictures(db: Db, organizationId: string, eventId: string, demo: DemoEvent, pictures: Pictures) {
  const [coverPicture, ...galleryPictures] = pictures.get(demo.slug) ?? [];
  if (!coverPicture) throw new Error(`no picture drawn for ${demo.slug}`);
  const store = (picture: typeof coverPicture) =>
    insertImage(db, { organizationId, uploadedBy: null, contentType: 'image/webp', ...picture });
  const cover = await store(coverPicture);
  for (const [i, picture] of galleryPictures.entries()) {
    const image = await store(picture);
    await appendGalleryImage(db, eventId, image.id, `${demo.title}, photo ${i + 1}`);
  }
  return cover;
}

/**
 * One demo event: made, put on sale (an event that has ended is sold as it was before it began), its sales made
 * through checkout (demo-sales.ts), and then given its final dates, sales windows and state.
 */
async function loadDemoEvent(loading: Loading, organizationId: string, demo: DemoEvent, pictures: Pictures) {
  const { db, now } = loading;
  const { startsAt, endsAt } = eventTimes(demo, now);
  const event = await insertEvent(db, organizationId, {
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
  const cover = await storePictures(db, organizationId, event.id, demo, pictures);
  const types = await insertTicketTypes(db, event.id, demo);
  if (demo.promoCode) await insertDemoPromoCode(db, event.id, demo.promoCode);
  if (demo.quotaCode) await insertDemoQuotaCode(db, event.id, types, demo.quotaCode);
  for (const q of demo.questions ?? []) {
    await insertQuestion(db, event.id, {
      label: q.label,
      kind: q.kind,
      helpText: q.helpText ?? '',
      required: q.required,
      scope: q.scope,
      ticketTypeIds: [],
      options: q.options ?? [],
      linkUrl: '',
      showAtDoor: q.showAtDoor ?? false,
    });
  }
  const publishedAt = demo.status === 'DRAFT' ? null : new Date(now.getTime() - 30 * DAY);
  const selling = demo.ticketTypes.some((t) => t.sold);
  if (selling) {
    const past = endsAt <= now;
    await updateEventRow(db, event.id, {
      status: 'PUBLISHED',
      publishedAt,
      ...(past ? { startsAt: new Date(now.getTime() + DAY), endsAt: new Date(now.getTime() + 2 * DAY) } : {}),
    });
    await sellDemoEvent(loading.stage, loading.cast, { id: event.id, demo, types });
  }
  for (const [i, t] of demo.ticketTypes.entries()) {
    const row = types[i];
    if (!row) continue;
    await db
      .update(ticketTypes)
      .set({
        salesStartAt: t.salesOpenInDays === undefined ? null : new Date(now.getTime() + t.salesOpenInDays * DAY),
        salesEndAt: t.salesCloseInDays === undefined ? null : new Date(now.getTime() + t.salesCloseInDays * DAY),
      })
      .where(eq(ticketTypes.id, row.id));
  }
  if (demo.waitingList) {
    const inLine = loading.cast.buyers.slice(-demo.waitingList.groups.length);
    await seedWaitingList(db, event.id, types, inLine, demo.waitingList, now);
  }
  await updateEventRow(db, event.id, {
    coverImageId: cover.id,
    ...(demo.waitingList ? { waitingListEnabled: true } : {}),
    // A cancelled event was cancelled by its owner, through the service, once its sales were made.
    ...(demo.status === 'CANCELLED' && selling ? {} : { status: demo.status }),
    featured: !!demo.featured,
    publishedAt,
    ...(demo.refundPolicy
      ? {
          refundPolicyMode: demo.refundPolicy.mode,
          refundPolicyDays: demo.refundPolicy.days,
          refundPolicyPercent: demo.refundPolicy.percent,
        }
      : {}),
    ...(demo.transfersCloseHoursBefore === undefined
      ? {}
      : { transfersAllowed: true, transferCloseHours: demo.transfersCloseHoursBefore }),
    startsAt,
    endsAt,
  });
  if (demo.waitingRoom) await openDemoWaitingRoom(db, event.id, demo.waitingRoom, now);
}

/** The event's shareable promo code: a percentage off every type, its uses limited. */
async function insertDemoPromoCode(db: Db, eventId: string, code: NonNullable<DemoEvent['promoCode']>) {
  await insertPromoCodes(db, eventId, [
    {
      code: code.code,
      priceMode: 'PERCENT_OFF',
      priceValue: code.percentOff,
      revealsHidden: false,
      ticketTypeIds: [],
      validFrom: null,
      validUntil: null,
      maxUses: code.maxUses,
      maxUsesPerOrder: null,
      minQuantity: 1,
      batch: null,
    },
  ]);
}

/** A big on-sale minutes away: its pre-queue already open, so a visitor who signs in can join at once. */
async function openDemoWaitingRoom(db: Db, eventId: string, room: NonNullable<DemoEvent['waitingRoom']>, now: Date) {
  const opensAt = new Date(now.getTime() + room.opensInMinutes * 60_000);
  await upsertRoom(db, eventId, {
    enabled: true,
    opensAt,
    preQueueMinutes: 15,
    admitPerMinute: room.admitPerMinute,
    ratePerMinute: room.admitPerMinute,
    rateSince: opensAt,
    holdMinutes: 5,
  });
}

/**
 * Replaces the demo organizations (and their events, orders, ticket types and images) with a fresh copy dated
 * from `now`. Other data is untouched.
 */
export async function loadDemoCatalog(
  db: Db,
  sales: { stage: DemoStage; cast: DemoCast; userIds: Record<string, string> },
  now = new Date(),
): Promise<void> {
  const pictures = await drawPictures();
  await deleteDemoOrganizations(db);
  const loading: Loading = { db, now, ...sales };
  for (const demoOrg of DEMO_ORGANIZATIONS) {
    const [org] = await db.insert(organizations).values({ name: demoOrg.name, slug: demoOrg.slug }).returning();
    if (!org) throw new Error('demo organization not inserted');
    await db.insert(organizationMembers).values(
      demoOrg.members.map((m) => {
        const userId = sales.userIds[m.uid];
        if (!userId) throw new Error(`demo user ${m.uid} missing`);
        return { organizationId: org.id, userId, role: m.role };
      }),
    );
    for (const demo of demoOrg.events) await loadDemoEvent(loading, org.id, demo, pictures);
  }
}

/** Places of one type kept for a code's holders (free tickets for the press), out of the public's reach. */
async function insertDemoQuotaCode(
  db: Db,
  eventId: string,
  types: readonly TicketTypeRow[],
  quota: NonNullable<DemoEvent['quotaCode']>,
) {
  const type = types.find((t) => t.name === quota.ticketType);
  if (!type) throw new Error(`the demo's quota code names no type ${quota.ticketType}`);
  await insertPromoCodes(db, eventId, [
    {
      code: quota.code,
      priceMode: 'FIXED_PRICE',
      priceValue: 0,
      revealsHidden: false,
      reservesPlaces: true,
      ticketTypeIds: [type.id],
      validFrom: null,
      validUntil: null,
      maxUses: quota.places,
      maxUsesPerOrder: 2,
      minQuantity: 1,
      batch: null,
    },
  ]);
}
