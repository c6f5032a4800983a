import { expect, signIn, test, uniqueEmail, type Emulator } from '../fixtures.ts';
import { buyThroughApi } from '../support/buyer-api.ts';
import { allMail, mailTo, waitForMail } from '../support/mailbox.ts';
import { ORGANIZER_PASSWORD, publishedEvent, type OrganizerEvent } from '../support/organizer-api.ts';

/*
 * An organizer writes to some of the event's attendees from its Messages section, at phone size (the suite's
 * Pixel 7): only the holders of the chosen ticket type get it, through the real outbox and the suite's SMTP sink
 * (support/smtp-sink.ts), and the list follows the sending live.
 */

/** A buyer with a verified account (so a proven address) and a paid order of one ticket of this type. */
async function holder(baseURL: string, emulator: Emulator, event: OrganizerEvent, typeName: string, name: string) {
  const email = uniqueEmail(`holder-${typeName.toLowerCase()}`);
  const buyer = await emulator.signUpVerified(email, 'tickets4all');
  const ticketTypeId = event.ticketTypes.find((t) => t.name === typeName)?.id ?? '';
  await buyThroughApi(baseURL, buyer.idToken, {
    eventId: event.eventId,
    ticketTypeId,
    buyerEmail: email,
    attendeeNames: [name],
  });
  return email;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a manager writes to the VIP holders only, previews it, sends it and watches it reach them all', async ({
  page,
  emulator,
  baseURL,
  guards,
}) => {
  // The harness's own error listener, which it adds to every frame, is refused in the preview's sandboxed frame
  // (no scripts there, by design): the console says so. The mail's HTML itself carries no script.
  guards.expected.push(/Blocked script execution in 'about:srcdoc'/);
  const base = baseURL ?? '';
  const event = await publishedEvent(base, emulator, 'Lantern Evening', [
    { name: 'Standing', priceMinor: 2500 },
    { name: 'VIP', priceMinor: 6000 },
  ]);
  const vips = [
    await holder(base, emulator, event, 'VIP', 'Ada Lovelace'),
    await holder(base, emulator, event, 'VIP', 'Grace Hopper'),
  ];
  const standing = await holder(base, emulator, event, 'Standing', 'Alan Turing');
  const subject = `Doors open early ${Date.now()}`;

  await signIn(page, event.organizerEmail, ORGANIZER_PASSWORD);
  await page.goto(`/manage/${event.orgSlug}/events/${event.slug}`);
  await page.getByRole('navigation', { name: 'Event sections' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${event.orgSlug}/events/${event.slug}/messages$`));
  await expect(page.getByLabel('Hours before the start')).toHaveValue(/^\d+$/);

  const compose = page.getByRole('form', { name: 'New message' });
  await compose.getByLabel('Subject').fill(subject);
  await compose.getByLabel('Message', { exact: true }).fill('VIP guests: the **lounge** opens at 18:00.');
  await compose.getByRole('radio', { name: 'Holders of some ticket types' }).check();
  // Sending with no type chosen is refused beside the types, by the shared rules, before anything is asked.
  await compose.getByRole('button', { name: 'Preview' }).click();
  await expect(compose.getByText('Choose at least one ticket type.')).toBeVisible();
  await compose.getByRole('checkbox', { name: 'VIP' }).check();

  // Preview: how many it goes to, and the mail as holders will read it, in a sandboxed frame.
  await compose.getByRole('button', { name: 'Preview' }).click();
  await expect(compose.getByText('This will go to 2 people')).toBeVisible();
  const frame = page.getByTitle('Message preview');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe[title="Message preview"]').getByText('lounge')).toBeVisible();

  // A test goes to the organizer alone.
  await compose.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(compose.getByRole('status').filter({ hasText: 'Test sent to' })).toHaveText(
    `Test sent to ${event.organizerEmail}`,
  );
  await waitForMail(event.organizerEmail, new RegExp(escape(subject)));

  // Send asks first, with the count.
  await compose.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this message?' });
  await dialog.getByRole('button', { name: 'Send to 2 people' }).click();
  await expect(dialog).toHaveCount(0);

  // The list follows the sending over its stream until every recipient's mail is handed over.
  const sent = page.getByRole('list', { name: 'Messages sent' }).getByTestId('message-item').first();
  await expect(sent).toContainText(subject);
  await expect(sent.getByTestId('message-progress')).toHaveText('2 / 2 sent', { timeout: 30_000 });

  // The mail reached both VIP holders, and no one else but the organizer's test.
  for (const vip of vips) await waitForMail(vip, new RegExp(escape(subject)));
  const withSubject = (await allMail()).filter((m) => m.subject.includes(subject));
  const to = withSubject.flatMap((m) => m.to).filter((address) => address !== event.organizerEmail.toLowerCase());
  expect(to.sort()).toEqual(vips.map((v) => v.toLowerCase()).sort());
  expect((await mailTo(standing)).filter((m) => m.subject.includes(subject))).toEqual([]);

  // Its recipients, each with their order and the mail's state.
  await sent.getByRole('button', { name: /^Recipients/ }).click();
  const recipients = page.getByRole('list', { name: 'Recipients' });
  await expect(recipients.getByTestId('recipient')).toHaveCount(2);
  await expect(recipients).toContainText('Sent');
});
