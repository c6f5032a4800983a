import { defineConfig } from '@playwright/test';
import config from './playwright.config.ts';

/**
 * `npm run rewalk`: the four journeys a newcomer takes (a guest buys and reads the confirmation; a ticket found
 * offline with its short code; the door lets people in with honest counts; an organizer creates, sells and cancels),
 * walked at Pixel 7 on the same server as the end-to-end suite, with a screenshot of where each test ends kept in
 * e2e/rewalk-results/ to look at after a change to the screens. Not part of `npm test`: it is for a person's eyes.
 */
export default defineConfig({
  ...config,
  outputDir: './rewalk-results',
  testMatch: [
    'guest-checkout.spec.ts',
    'tickets.spec.ts',
    'offline.spec.ts',
    'door-desk.spec.ts',
    'organizer-event-pages.spec.ts',
    'messages.spec.ts',
  ],
  use: { ...config.use, screenshot: 'on' },
});
