import type { DemoWaitingList } from './demo-waiting-list.ts';
import type { OrganizationRole } from '@admit/shared';
import type { DemoAccountUid } from './demo-accounts.ts';
import type { Palette } from './demo-images.ts';

/**
 * The demo catalogue: organizers, and events across time zones and
 * currencies in every state, with ticket types in every state. Dates are
 * relative to the moment of seeding, so the home page always has something
 * on today, this weekend and later.
 */
export type DemoTicketType = {
  name: string;
  description?: string;
  priceMinor: number;
  capacity: number;
  /**
   * Tickets sold, as real orders made through checkout (demo-sales.ts); equal to capacity means sold out. The
   * event's refunds later give some of those of types not sold out back.
   */
  sold?: number;
  /** Days from now; negative is in the past. */
  salesOpenInDays?: number;
  salesCloseInDays?: number;
  maxPerOrder?: number;
  /** Listed only with this code: a promo code of the event that reveals it (no discount). */
  hidden?: { unlockCode: string };
  /** How many of its sold orders use the event's promo code (the first ones). */
  promoOrders?: number;
};

export type DemoEvent = {
  slug: string;
  title: string;
  description: string;
  venueName: string;
  venueAddress: string;
  timeZone: string;
  currency: string;
  /** Whole days from today in the event's zone, or "weekend" for the coming Saturday. */
  day: number | 'weekend' | 'today';
  /** Local start hour and length in hours. */
  startHour: number;
  hours: number;
  status: 'DRAFT' | 'PUBLISHED' | 'ENDED' | 'CANCELLED';
  featured?: boolean;
  palette: Palette;
  galleryImages?: number;
  faq?: { question: string; answer: string }[];
  ticketTypes: DemoTicketType[];
  /** Paid orders the owner refunds afterwards (the first one only partly, when it has more than one ticket). */
  refundedOrders?: number;
  /** Tickets let in at the door, through the check-in service as door staff; only for an event on today. */
  checkIns?: number;
  /** Tickets attendee@admit.test buys (of the first type sold), so that account has real tickets at once. */
  attendeeTickets?: number;
  /** Two pay-later orders the owner reserves (staff-orders): one waiting for its transfer, one marked paid. */
  payLaterOrders?: boolean;
  /** A waiting room on, its on-sale this many minutes after seeding (the pre-queue open), at this rate. */
  waitingRoom?: { opensInMinutes: number; admitPerMinute: number };
  /** A promo code to share (percent off every type, limited uses), some orders bought with it (promoOrders). */
  promoCode?: { code: string; percentOff: number; maxUses: number };
  /** Places of one type kept for a code's holders, free (a quota: "10 places kept for the press"). */
  quotaCode?: { code: string; ticketType: string; places: number };
  /** A message the owner sent to the holders of one type (messages), shown sent on the event's Messages page. */
  message?: { subject: string; body: string; ticketType: string };
  /** What buyers get back by cancelling their own orders (none when left out). */
  refundPolicy?: { mode: 'FULL' | 'PERCENT'; days: number; percent: number };
  /** Ticket holders may pass their tickets on until this many hours before the start (not at all when left out). */
  transfersCloseHoursBefore?: number;
  /** The event's waiting list on, with people in line for a sold-out type (seedWaitingList). */
  waitingList?: DemoWaitingList;
  /** Questions asked at checkout; the demo's orders answer them (a pick of the options, a word or two). */
  questions?: DemoQuestion[];
};

export type DemoQuestion = {
  label: string;
  kind: 'ONE_CHOICE' | 'SHORT_TEXT';
  scope: 'ORDER' | 'TICKET';
  required: boolean;
  helpText?: string;
  options?: string[];
  showAtDoor?: boolean;
  /** What demo buyers write to a text question (one picked per order, the empty string for none). */
  samples?: string[];
};

export type DemoOrganization = {
  slug: string;
  name: string;
  members: { uid: DemoAccountUid; role: OrganizationRole }[];
  events: DemoEvent[];
};

const STANDARD_FAQ = [
  { question: 'Can I get a refund?', answer: 'Refunds are available until 7 days before the event.' },
  { question: 'Is the venue accessible?', answer: 'Yes: step-free access, accessible toilets and seating on request.' },
  { question: 'Do I need to print my ticket?', answer: 'No. Show the QR code on your phone at the door.' },
];

const general = (priceMinor: number, capacity: number, sold = 0): DemoTicketType => ({
  name: 'General admission',
  priceMinor,
  capacity,
  sold,
});

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    slug: 'harbour-lights',
    name: 'Harbour Lights Co.',
    members: [
      { uid: 'demo-owner', role: 'OWNER' },
      { uid: 'demo-manager', role: 'MANAGER' },
      { uid: 'demo-door', role: 'DOOR_STAFF' },
    ],
    events: [
      {
        slug: 'harbour-lights-festival',
        title: 'Harbour Lights Festival',
        description:
          'Two stages on the water, street food from twenty kitchens and a **lantern parade** at dusk.\n\n## Line-up\n\n- The Tidewaters\n- Mara Quinn\n- Lantern Choir\n\nBring layers: it gets breezy by the quay.',
        venueName: 'The Old Harbour',
        venueAddress: 'Quay Street, Bristol BS1 4DJ, United Kingdom',
        timeZone: 'Europe/London',
        currency: 'GBP',
        day: 20,
        startHour: 14,
        hours: 9,
        status: 'PUBLISHED',
        featured: true,
        palette: ['#146c43', '#f4a261', '#264653'],
        galleryImages: 3,
        faq: STANDARD_FAQ,
        ticketTypes: [
          {
            name: 'Early bird',
            description: 'For the quick ones.',
            priceMinor: 1800,
            capacity: 40,
            sold: 40,
            salesCloseInDays: -2,
          },
          { name: 'General admission', priceMinor: 2500, capacity: 1500, sold: 64, promoOrders: 6 },
          { name: 'VIP deck', description: 'Covered deck, own bar.', priceMinor: 6500, capacity: 24, sold: 24 },
          { name: 'Final release', priceMinor: 3000, capacity: 300, salesOpenInDays: 7 },
          { name: 'Crew & volunteers', priceMinor: 0, capacity: 80, hidden: { unlockCode: 'CREW-DEMO' } },
        ],
        refundedOrders: 2,
        attendeeTickets: 2,
        payLaterOrders: true,
        promoCode: { code: 'HARBOUR10', percentOff: 10, maxUses: 200 },
        quotaCode: { code: 'PRESS-DEMO', ticketType: 'General admission', places: 10 },
        // As the festival's FAQ says: refunds until 7 days before.
        refundPolicy: { mode: 'FULL', days: 7, percent: 100 },
        // The demo attendee's festival tickets can be passed to a friend until the day before.
        transfersCloseHoursBefore: 24,
        // The sold-out VIP deck has people waiting, a couple among them; a refund offers its place to the first.
        waitingList: { ticketType: 'VIP deck', groups: [1, 2, 1] },
        questions: [
          {
            label: 'T-shirt size',
            kind: 'ONE_CHOICE',
            scope: 'TICKET',
            required: true,
            helpText: 'Every festival ticket comes with a T-shirt, handed over at the gate.',
            options: ['S', 'M', 'L', 'XL'],
            showAtDoor: true,
          },
          {
            label: 'Dietary needs',
            kind: 'SHORT_TEXT',
            scope: 'ORDER',
            required: false,
            helpText: 'For the VIP deck’s kitchen and the crew canteen.',
            samples: ['', '', 'Vegetarian', 'No nuts, please', 'Gluten free'],
          },
        ],
        message: {
          subject: 'The VIP deck opens at 13:30',
          body: 'Good news for **VIP deck** guests: the covered deck and its bar open half an hour before the gates.\n\nUse the harbour-side entrance and show your ticket there.',
          ticketType: 'VIP deck',
        },
      },
      {
        slug: 'jazz-by-the-docks',
        title: 'Jazz by the Docks',
        description: 'An evening of standards and new tunes from the **Dockside Quartet**.',
        venueName: 'Shed Six',
        venueAddress: 'Wapping Wharf, Bristol BS1 6WP, United Kingdom',
        timeZone: 'Europe/London',
        currency: 'GBP',
        day: 'today',
        startHour: 0,
        hours: 3,
        status: 'PUBLISHED',
        palette: ['#1d3557', '#e9c46a', '#457b9d'],
        faq: STANDARD_FAQ.slice(0, 2),
        ticketTypes: [general(1500, 120, 44), { name: 'Table for two', priceMinor: 4000, capacity: 20, sold: 20 }],
        refundedOrders: 2,
        checkIns: 18,
        attendeeTickets: 2,
      },
      {
        slug: 'sunday-makers-market',
        title: 'Sunday Makers Market',
        description: 'Sixty makers, one roof: ceramics, prints, textiles and coffee. Free entry, but grab a ticket.',
        venueName: 'The Printworks',
        venueAddress: 'Smithfield Square, Dublin 7, Ireland',
        timeZone: 'Europe/Dublin',
        currency: 'EUR',
        day: 'weekend',
        startHour: 10,
        hours: 6,
        status: 'PUBLISHED',
        featured: true,
        palette: ['#e76f51', '#f4a261', '#2a9d8f'],
        galleryImages: 2,
        ticketTypes: [{ name: 'Free entry', priceMinor: 0, capacity: 400, sold: 64, maxPerOrder: 6 }],
      },
      {
        slug: 'spring-launch-party',
        title: 'Spring Launch Party',
        description: 'Still being planned; not public yet.',
        venueName: 'The Old Harbour',
        venueAddress: 'Quay Street, Bristol BS1 4DJ, United Kingdom',
        timeZone: 'Europe/London',
        currency: 'GBP',
        day: 120,
        startHour: 19,
        hours: 4,
        status: 'DRAFT',
        palette: ['#8ecae6', '#219ebc', '#023047'],
        ticketTypes: [general(1200, 400)],
      },
      {
        slug: 'autumn-lantern-walk',
        title: 'Autumn Lantern Walk',
        description: 'A walk along the river with handmade lanterns.',
        venueName: 'Castle Park',
        venueAddress: 'Castle Park, Bristol BS1 3XD, United Kingdom',
        timeZone: 'Europe/London',
        currency: 'GBP',
        day: -12,
        startHour: 18,
        hours: 2,
        status: 'ENDED',
        palette: ['#bc6c25', '#dda15e', '#283618'],
        ticketTypes: [general(500, 300, 30)],
      },
    ],
  },
  {
    slug: 'pacific-stages',
    name: 'Pacific Stages',
    members: [
      { uid: 'demo-owner', role: 'OWNER' },
      { uid: 'demo-manager', role: 'MANAGER' },
    ],
    events: [
      {
        slug: 'tokyo-night-market',
        title: 'Tokyo Night Market',
        description: 'Yakitori, sake flights and live taiko under the railway arches.',
        venueName: 'Yurakucho Arches',
        venueAddress: '2-1 Yurakucho, Chiyoda City, Tokyo 100-0006, Japan',
        timeZone: 'Asia/Tokyo',
        currency: 'JPY',
        day: 14,
        startHour: 18,
        hours: 5,
        status: 'PUBLISHED',
        featured: true,
        palette: ['#d62828', '#fcbf49', '#003049'],
        galleryImages: 2,
        faq: STANDARD_FAQ,
        ticketTypes: [general(2500, 800, 24), { name: 'Tasting pass', priceMinor: 6000, capacity: 150, sold: 16 }],
      },
      {
        slug: 'sydney-sunrise-yoga',
        title: 'Sydney Harbour Sunrise Yoga',
        description: 'An hour of flow as the sun comes up over the harbour. Mats provided.',
        venueName: 'Mrs Macquarie’s Point',
        venueAddress: 'Mrs Macquaries Rd, Sydney NSW 2000, Australia',
        timeZone: 'Australia/Sydney',
        currency: 'AUD',
        day: 9,
        startHour: 6,
        hours: 1,
        status: 'PUBLISHED',
        palette: ['#ffafcc', '#ffc8dd', '#a2d2ff'],
        ticketTypes: [general(2900, 60, 20), { name: 'Bring a friend (2)', priceMinor: 5000, capacity: 20, sold: 20 }],
      },
      {
        slug: 'golden-gate-comedy-hour',
        title: 'Golden Gate Comedy Hour',
        description: 'Five comics, one hour, no mercy.',
        venueName: 'The Fog Room',
        venueAddress: '1 Ferry Building, San Francisco, CA 94111, USA',
        timeZone: 'America/Los_Angeles',
        currency: 'USD',
        day: 6,
        startHour: 20,
        hours: 2,
        status: 'PUBLISHED',
        palette: ['#6a4c93', '#ff595e', '#1982c4'],
        ticketTypes: [general(2200, 150, 24)],
        refundedOrders: 1,
      },
      {
        slug: 'rooftop-cinema',
        title: 'Rooftop Cinema: Summer Classics',
        description: 'Called off because of the weather forecast. Everyone has been refunded.',
        venueName: 'Skyline Terrace',
        venueAddress: '500 Terry Francois Blvd, San Francisco, CA 94158, USA',
        timeZone: 'America/Los_Angeles',
        currency: 'USD',
        day: 11,
        startHour: 20,
        hours: 3,
        status: 'CANCELLED',
        palette: ['#22223b', '#4a4e69', '#c9ada7'],
        ticketTypes: [general(1600, 120, 14)],
      },
    ],
  },
  {
    slug: 'brooklyn-basement',
    name: 'Brooklyn Basement Club',
    members: [{ uid: 'demo-owner', role: 'OWNER' }],
    events: [
      {
        slug: 'brooklyn-basement-sessions',
        title: 'Brooklyn Basement Sessions',
        description: 'Three bands you will brag about having seen first.',
        venueName: 'The Basement',
        venueAddress: '61 Wythe Ave, Brooklyn, NY 11249, USA',
        timeZone: 'America/New_York',
        currency: 'USD',
        day: 3,
        startHour: 21,
        hours: 4,
        status: 'PUBLISHED',
        palette: ['#000000', '#14213d', '#fca311'],
        ticketTypes: [
          general(1800, 200, 24),
          { name: 'Door price', priceMinor: 2500, capacity: 50, salesOpenInDays: 2 },
        ],
        // The big on-sale: everyone arriving in the first ten minutes gets a random place when it opens.
        waitingRoom: { opensInMinutes: 10, admitPerMinute: 30 },
      },
      {
        slug: 'neon-garden-rave',
        title: 'Neon Garden Rave',
        description: 'A glasshouse, a light show and techno until sunrise.',
        venueName: 'Glashaus Botanik',
        venueAddress: 'Königin-Luise-Straße 6, 14195 Berlin, Germany',
        timeZone: 'Europe/Berlin',
        currency: 'EUR',
        day: 35,
        startHour: 22,
        hours: 7,
        status: 'PUBLISHED',
        featured: true,
        palette: ['#7209b7', '#f72585', '#4cc9f0'],
        ticketTypes: [general(3500, 900, 30), { name: 'Early entry', priceMinor: 2800, capacity: 30, sold: 30 }],
        refundedOrders: 1,
      },
      {
        slug: 'lisbon-fado-evening',
        title: 'Lisbon Fado Evening',
        description: 'Fado in a tiled room in Alfama, with petiscos.',
        venueName: 'Casa do Fado',
        venueAddress: 'Largo do Chafariz de Dentro 1, 1100-139 Lisboa, Portugal',
        timeZone: 'Europe/Lisbon',
        currency: 'EUR',
        day: 40,
        startHour: 20,
        hours: 3,
        status: 'PUBLISHED',
        palette: ['#264653', '#e9c46a', '#2a9d8f'],
        ticketTypes: [general(3000, 80, 16)],
      },
      {
        slug: 'mumbai-monsoon-food-fair',
        title: 'Mumbai Monsoon Food Fair',
        description: 'Vada pav to biryani: a hundred stalls celebrating the rains.',
        venueName: 'NSCI Dome',
        venueAddress: 'Lala Lajpatrai Marg, Worli, Mumbai 400018, India',
        timeZone: 'Asia/Kolkata',
        currency: 'INR',
        day: 25,
        startHour: 12,
        hours: 10,
        status: 'PUBLISHED',
        palette: ['#ff9f1c', '#2ec4b6', '#cbf3f0'],
        ticketTypes: [general(49_900, 3000, 24)],
      },
      {
        slug: 'toronto-winter-lights',
        title: 'Toronto Winter Lights',
        description: 'Light installations across the Distillery District, with hot cider.',
        venueName: 'Distillery District',
        venueAddress: '55 Mill St, Toronto, ON M5A 3C4, Canada',
        timeZone: 'America/Toronto',
        currency: 'CAD',
        day: 50,
        startHour: 17,
        hours: 5,
        status: 'PUBLISHED',
        palette: ['#caf0f8', '#0077b6', '#03045e'],
        ticketTypes: [general(1500, 2500, 20)],
      },
      {
        slug: 'cape-town-jazz-picnic',
        title: 'Cape Town Jazz Picnic',
        description: 'Blankets, baskets and jazz on the lawns below Table Mountain.',
        venueName: 'Kirstenbosch Gardens',
        venueAddress: 'Rhodes Dr, Newlands, Cape Town 7735, South Africa',
        timeZone: 'Africa/Johannesburg',
        currency: 'ZAR',
        day: 60,
        startHour: 15,
        hours: 4,
        status: 'PUBLISHED',
        palette: ['#606c38', '#fefae0', '#dda15e'],
        ticketTypes: [general(25_000, 1000, 20)],
      },
    ],
  },
];
