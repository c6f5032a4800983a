import { devices, type Page } from '@playwright/test';
import { expect, guardContext, signIn, test, uniqueEmail, type Emulator } from '../fixtures.ts';

// Organization and event slugs are unique across the installation: every run gets its own.
const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

// Events in the near future of whatever year the suite runs in, so they never start "in the past".
const year = new Date().getFullYear() + 1;

/** A 1×1 PNG: the smallest real image the API's decoder accepts. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** "YYYY-MM-DDTHH:mm" a day before now: a sale window that is already open. */
function yesterdayLocal(): string {
  return new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 16);
}

/** A new organizer, signed in; their email verified unless asked otherwise. Returns their account's id. */
async function signInNewOrganizer(page: Page, emulator: Emulator, { verified = true } = {}): Promise<string> {
  const email = uniqueEmail('organizer');
  const account = await (verified
    ? emulator.signUpVerified(email, 'tickets4all')
    : emulator.signUp(email, 'tickets4all'));
  await signIn(page, email, 'tickets4all');
  return account.localId;
}

/** Through the /manage form, as a person would; ends on the new organization's page. */
async function createOrganization(page: Page, name: string): Promise<string> {
  await page.goto('/manage');
  const form = page.getByRole('form', { name: 'Create organization' });
  await form.getByLabel('Organization name').fill(name);
  const slug = await form.getByLabel('Web address').inputValue();
  await form.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return slug;
}

type EventDetails = { title: string; venue: string; startsAt: string; endsAt: string };

async function fillEventForm(page: Page, details: EventDetails) {
  const form = page.getByRole('form', { name: 'Event details' });
  await form.getByLabel('Title').fill(details.title);
  await form.getByLabel('Venue name').fill(details.venue);
  await form.getByLabel('Starts').fill(details.startsAt);
  await form.getByLabel('Ends').fill(details.endsAt);
  return form;
}

test('an organizer creates an organization and an event, adds free and paid ticket types, and publishes it', async ({
  page,
  browser,
  emulator,
  guards,
}) => {
  const id = runId();
  await signInNewOrganizer(page, emulator);

  // An empty start page, then the slug follows the name until it is edited.
  await page.goto('/manage');
  await expect(page.getByText('You are not in an organization yet.')).toBeVisible();
  const tabBar = page.getByRole('navigation', { name: 'Main' });
  await expect(tabBar.getByRole('link')).toHaveText(['Discover', 'Tickets', 'Account']);
  const orgSlug = await createOrganization(page, `Night Owls ${id}`);
  await expect(page.getByRole('tab', { name: 'Events', selected: true })).toBeVisible();
  // Now a member: the phone's tab bar offers Manage.
  await expect(tabBar.getByRole('link', { name: 'Manage' })).toBeVisible();
  await expect(page.getByText('No events yet.')).toBeVisible();

  // The team tab shows the owner and what owners may do.
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('cell', { name: /\(you\)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave organization' })).toBeVisible();

  await page.getByRole('tab', { name: 'Events' }).click();
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${orgSlug}/events/new$`));

  const title = `Jazz & Wine Night ${id}`;
  const form = await fillEventForm(page, {
    title,
    venue: 'The Blue Room',
    startsAt: `${year}-06-20T19:30`,
    endsAt: `${year}-06-20T23:00`,
  });
  const eventSlug = await form.getByLabel('Web address').inputValue();
  expect(eventSlug).toBe(`jazz-and-wine-night-${id}`);
  await form.getByLabel('Description').fill('An evening of **live jazz** and natural wines.');
  await form.getByLabel('Venue address').fill('1 Canal Street, Manchester');
  // The currency follows the zone (its country's currency) until the organizer picks one.
  await form.getByLabel('Time zone').selectOption('Asia/Bangkok');
  await expect(form.getByLabel('Currency')).toHaveValue('THB');
  await form.getByLabel('Time zone').selectOption('Europe/London');
  await expect(form.getByLabel('Currency')).toHaveValue('GBP');
  await form.getByRole('button', { name: 'Add a question' }).click();
  await form.getByLabel('Question 1').fill('Is there a dress code?');
  await form.getByLabel('Answer 1').fill('No, come as you are.');
  await form.getByRole('button', { name: 'Create event' }).click();

  // The event's overview takes over; its details section shows the event as the API stored it.
  await expect(page).toHaveURL(new RegExp(`/manage/${orgSlug}/events/${eventSlug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('event-status')).toHaveText('Draft');
  const sections = page.getByRole('navigation', { name: 'Event sections' });
  await sections.getByRole('link', { name: 'Details' }).click();
  const details = page.getByRole('form', { name: 'Event details' });
  await expect(details.getByLabel('Starts')).toHaveValue(`${year}-06-20T19:30`);
  await expect(details.getByLabel('Answer 1')).toHaveValue('No, come as you are.');
  await expect(page.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', `/e/${eventSlug}`);

  // A free ticket type.
  await sections.getByRole('link', { name: 'Ticket types' }).click();
  await page.getByRole('button', { name: 'New ticket type' }).click();
  const ticketForm = page.getByRole('form', { name: 'Ticket type' });
  await ticketForm.getByLabel('Name').fill('General admission');
  await ticketForm.getByLabel('Price (GBP)').fill('0');
  await ticketForm.getByLabel('Capacity').fill('200');
  await ticketForm.getByRole('button', { name: 'Add ticket type' }).click();
  const ticketTypes = page.getByTestId('ticket-type');
  await expect(ticketTypes).toHaveCount(1);
  await expect(ticketTypes.first()).toContainText('General admission');
  await expect(ticketTypes.first()).toContainText('Free');
  await expect(ticketTypes.first()).toContainText('0 / 200 sold');

  // A paid one with a sale window that opened yesterday and closes before the night.
  await page.getByRole('button', { name: 'New ticket type' }).click();
  await ticketForm.getByLabel('Name').fill('Early bird');
  await ticketForm.getByLabel('Price (GBP)').fill('12.5');
  await ticketForm.getByLabel('Capacity').fill('50');
  await ticketForm.getByLabel('Sales open').fill(yesterdayLocal());
  await ticketForm.getByLabel('Sales close').fill(`${year}-06-01T12:00`);
  await ticketForm.getByLabel('Maximum per order').fill('4');
  await ticketForm.getByRole('button', { name: 'Add ticket type' }).click();
  await expect(ticketTypes).toHaveCount(2);
  const earlyBird = ticketTypes.filter({ hasText: 'Early bird' });
  await expect(earlyBird).toContainText('£12.50');
  await expect(earlyBird).toContainText('On sale');

  // Editing reopens the form with what was stored.
  await page.getByRole('button', { name: 'Edit Early bird' }).click();
  await expect(ticketForm.getByLabel('Price (GBP)')).toHaveValue('12.50');
  await expect(ticketForm.getByLabel('Sales close')).toHaveValue(`${year}-06-01T12:00`);
  await ticketForm.getByLabel('Capacity').fill('60');
  await ticketForm.getByRole('button', { name: 'Save ticket type' }).click();
  await expect(ticketForm).toHaveCount(0);
  await expect(earlyBird).toContainText('0 / 60 sold');

  // A hidden one, for the crew, sold only with its code.
  await page.getByRole('button', { name: 'New ticket type' }).click();
  await ticketForm.getByLabel('Name').fill('Crew');
  await ticketForm.getByLabel('Price (GBP)').fill('0');
  await ticketForm.getByLabel('Capacity').fill('10');
  await ticketForm.getByLabel('Hidden: only people with a code that unlocks it see it').check();
  await expect(ticketForm).toContainText('Make its code under Promo codes');
  await ticketForm.getByRole('button', { name: 'Add ticket type' }).click();
  await expect(ticketTypes).toHaveCount(3);

  // Images go up as multipart requests and come back as previews (a cover is described by the title).
  await sections.getByRole('link', { name: 'Images' }).click();
  const images = page.getByRole('region', { name: 'Images' });
  await images.getByLabel('Cover image', { exact: true }).setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await images.getByRole('button', { name: 'Upload cover' }).click();
  await expect(images.getByRole('img', { name: title })).toHaveAttribute('src', /\/media\//);
  await images.getByLabel('Gallery image', { exact: true }).setInputFiles({
    name: 'crowd.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await images.getByLabel('Gallery image description').fill('The crowd at the bar');
  await images.getByRole('button', { name: 'Add to gallery' }).click();
  await expect(images.getByRole('img', { name: 'The crowd at the bar' })).toHaveAttribute('src', /\/media\//);

  // Publishing asks first, saying what becomes public and what cannot be taken back.
  await sections.getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const publishing = page.getByRole('dialog', { name: 'Publish this event?' });
  await expect(publishing).toContainText(`/e/${eventSlug}`);
  await expect(
    publishing.getByRole('list', { name: 'Tickets on sale once published' }).getByRole('listitem'),
  ).toHaveText([
    'General admission, from the moment it is published until the event ends',
    /^Early bird, from the moment it is published until .*Jun 1/,
  ]);
  await expect(publishing.getByRole('list', { name: 'Hidden tickets' })).toHaveText(/Crew/);
  await expect(publishing).toContainText('cannot go back to being a draft');
  await publishing.getByRole('button', { name: 'Not yet' }).click();
  await expect(publishing).toBeHidden();
  await expect(page.getByTestId('event-status')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await publishing.getByRole('button', { name: 'Publish the event' }).click();
  await expect(publishing).toBeHidden();
  await expect(page.getByTestId('event-status')).toHaveText('Published');
  await expect(page.getByRole('button', { name: 'End event' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel event' })).toBeVisible();

  // The organization's list shows it, published, in its own zone.
  await page.getByRole('link', { name: `Night Owls ${id}` }).click();
  const listed = page.getByRole('listitem').filter({ hasText: title });
  await expect(listed).toContainText('Published');
  // Shown in the event's zone, in the browser's locale (en-US here).
  await expect(listed).toContainText(/Jun 20, \d{4}/);

  // A visitor who never signed in gets the published event at /e/:slug.
  const visitor = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: test.info().project.use.baseURL ?? '',
    serviceWorkers: 'block',
  });
  await guardContext(visitor, guards);
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/e/${eventSlug}`);
    // The server writes the event's share tags into the page; only a public event gets them.
    await expect(visitorPage.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await visitorPage.getByRole('tab', { name: 'Tickets' }).click();
    await expect(visitorPage.getByRole('list', { name: 'Ticket types' }).getByRole('listitem')).toHaveCount(2);
  } finally {
    await visitor.close();
  }
});

test('the event form shows the shared rules beside each field, and publishing without ticket types shows the API’s reason', async ({
  page,
  emulator,
}) => {
  const id = runId();
  const organizer = await signInNewOrganizer(page, emulator, { verified: false });
  const orgSlug = await createOrganization(page, `Rules Check ${id}`);
  await page.goto(`/manage/${orgSlug}/events/new`);

  const form = await fillEventForm(page, {
    title: 'Ab',
    venue: 'Hall',
    startsAt: `${year}-03-10T20:00`,
    endsAt: `${year}-03-10T18:00`,
  });
  await form.getByRole('button', { name: 'Create event' }).click();
  // Checked in the browser with @admit/shared's rules, and tied to the input it is about.
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription('Use at least 3 characters.');
  await expect(form.getByLabel('Ends')).toHaveAccessibleDescription('The end must be after the start.');
  // The slug suggested from "Ab" is too short as well, so the same words show twice.
  await expect(form.getByText('Use at least 3 characters.').first()).toBeVisible();
  await expect(form.getByText('The end must be after the start.')).toBeVisible();
  await expect(page).toHaveURL(/\/events\/new$/);

  await form.getByLabel('Title').fill(`Open Mic ${id}`);
  await form.getByLabel('Ends').fill(`${year}-03-10T23:00`);
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${orgSlug}/events/open-mic-${id}$`));

  // Admit mails buyers in the organizer's name: an owner who has not proven their address cannot publish.
  const publishing = page.getByRole('dialog', { name: 'Publish this event?' });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await publishing.getByRole('button', { name: 'Publish the event' }).click();
  await expect(publishing.getByRole('alert')).toHaveText(
    "Verify the organization owner's email address before publishing: open the link we sent to it, or ask for a new one from your account.",
  );
  await publishing.getByRole('button', { name: 'Not yet' }).click();
  await expect(page.getByTestId('event-status')).toHaveText('Draft');
  // Verified (as if the link were opened elsewhere), then told so through the banner.
  await emulator.markEmailVerified(organizer);
  await page.getByRole('button', { name: 'I have verified it' }).click();
  await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await publishing.getByRole('button', { name: 'Publish the event' }).click();
  await expect(publishing.getByRole('alert')).toHaveText(
    'Add at least one ticket type before publishing, so visitors can get in.',
  );
  await publishing.getByRole('button', { name: 'Not yet' }).click();
  await expect(page.getByTestId('event-status')).toHaveText('Draft');

  // A new address moves the details page with it.
  await page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: 'Details' }).click();
  const details = page.getByRole('form', { name: 'Event details' });
  await details.getByLabel('Web address').fill(`open-mic-${id}-live`);
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${orgSlug}/events/open-mic-${id}-live/details$`));
  await expect(details.getByRole('status')).toHaveText('Your changes are saved.');
  await expect(page.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', `/e/open-mic-${id}-live`);
});

test('an owner invites a manager who accepts, changes their role, the member leaves, declines a new invitation, accepts another and is removed; the last owner cannot leave', async ({
  page,
  browser,
  emulator,
  guards,
}) => {
  const id = runId();
  await signInNewOrganizer(page, emulator);
  const orgName = `Team Check ${id}`;
  const orgSlug = await createOrganization(page, orgName);
  await page.getByRole('tab', { name: 'Team' }).click();

  const invite = page.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('Email of the person to invite').fill('not-an-email');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByLabel('Email of the person to invite')).toHaveAccessibleDescription(
    'Enter a valid email address, like name@example.com.',
  );
  const memberEmail = uniqueEmail('team-member');
  await invite.getByLabel('Email of the person to invite').fill(memberEmail);
  await expect(invite.getByLabel('Their role')).toHaveValue('MANAGER');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invited ${memberEmail}`);
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(memberEmail);

  // The only owner is refused by the API, and the modal says why.
  await page.getByRole('button', { name: 'Leave organization' }).click();
  const leaveModal = page.getByRole('dialog', { name: `Leave ${orgName}?` });
  await leaveModal.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(leaveModal.getByRole('alert')).toHaveText(
    'An organization needs at least one owner. Make someone else an owner first.',
  );
  await leaveModal.getByRole('button', { name: 'Cancel' }).click();

  // The invited person, signed in with that address verified, sees the invitation and accepts it.
  const account = await emulator.signUp(memberEmail, 'tickets4all');
  await emulator.markEmailVerified(account.localId);
  const member = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: test.info().project.use.baseURL ?? '',
    serviceWorkers: 'block',
  });
  await guardContext(member, guards);
  try {
    const memberPage = await member.newPage();
    await signIn(memberPage, memberEmail, 'tickets4all');
    // Invited, not yet a member: the tab bar offers Manage, which shows the invitation.
    await memberPage.getByRole('link', { name: 'Manage' }).click();
    const invitations = memberPage.getByRole('list', { name: 'Invitations for you' });
    await expect(invitations).toContainText(orgName);
    await expect(invitations).toContainText('invited you as Manager');
    await expect(memberPage.getByText('You are not in an organization yet.')).toBeVisible();
    await invitations.getByRole('button', { name: `Accept the invitation to ${orgName}` }).click();
    await expect(memberPage).toHaveURL(new RegExp(`/manage/${orgSlug}$`));
    await memberPage.goto('/manage');
    await expect(memberPage.getByRole('list', { name: 'Invitations for you' })).toHaveCount(0);
    const link = memberPage.getByRole('link', { name: orgName });
    await expect(link).toContainText('Manager');

    // The owner now sees them in the team and makes them door staff.
    await page.reload();
    await page.getByRole('tab', { name: 'Team' }).click();
    await expect(page.getByText('None waiting.')).toBeVisible();
    const role = page.getByLabel(`Role of ${memberEmail}`);
    await expect(role).toHaveValue('MANAGER');
    await role.selectOption('DOOR_STAFF');
    await expect(role).toHaveValue('DOOR_STAFF');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Door staff see the events but cannot create them or run the team, and can leave.
    await link.click();
    await expect(memberPage).toHaveURL(new RegExp(`/manage/${orgSlug}$`));
    await expect(memberPage.getByText('Door staff')).toBeVisible();
    await expect(memberPage.getByText('No events yet.')).toBeVisible();
    await expect(memberPage.getByRole('link', { name: 'New event' })).toHaveCount(0);
    await memberPage.getByRole('tab', { name: 'Team' }).click();
    await expect(memberPage.getByRole('row')).toHaveCount(3);
    await expect(memberPage.getByRole('combobox')).toHaveCount(0);
    await expect(memberPage.getByRole('form', { name: 'Invite someone' })).toHaveCount(0);
    await memberPage.getByRole('button', { name: 'Leave organization' }).click();
    await memberPage.getByRole('dialog').getByRole('button', { name: 'Leave', exact: true }).click();
    await expect(memberPage).toHaveURL(/\/manage$/);
    await expect(memberPage.getByText('You are not in an organization yet.')).toBeVisible();

    // Invited back after leaving.
    await page.reload();
    await page.getByRole('tab', { name: 'Team' }).click();
    await invite.getByLabel('Email of the person to invite').fill(memberEmail);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByRole('status')).toContainText(`Invited ${memberEmail}`);
    // Invited again, they decline this time: the owner sees it declined, and they stay out.
    await memberPage.reload();
    await memberPage
      .getByRole('list', { name: 'Invitations for you' })
      .getByRole('button', { name: `Decline the invitation to ${orgName}` })
      .click();
    await expect(memberPage.getByRole('list', { name: 'Invitations for you' })).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: 'Team' }).click();
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText('Declined');

    // Invited once more, accepted, then removed by the owner.
    await invite.getByLabel('Email of the person to invite').fill(memberEmail);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByRole('status')).toContainText(`Invited ${memberEmail}`);
    await memberPage.reload();
    await memberPage
      .getByRole('list', { name: 'Invitations for you' })
      .getByRole('button', { name: `Accept the invitation to ${orgName}` })
      .click();
    await expect(memberPage).toHaveURL(new RegExp(`/manage/${orgSlug}$`));
    await page.reload();
    await page.getByRole('tab', { name: 'Team' }).click();
    await page.getByRole('button', { name: `Remove ${memberEmail}` }).click();
    await page.getByRole('dialog', { name: 'Remove from the team?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByText(memberEmail)).toHaveCount(0);
  } finally {
    await member.close();
  }
});
