import { describe, expect, it } from 'vitest';
import { SERVER_RENDERED_PAGE } from './server-rendered-pages.ts';

describe('SERVER_RENDERED_PAGE', () => {
  it('matches the home page and event pages, with or without a query', () => {
    for (const address of ['/', '/?q=jazz', '/?when=TODAY&after=abc', '/e/harbour-lights', '/e/harbour-lights/']) {
      expect(address).toMatch(SERVER_RENDERED_PAGE);
    }
  });

  it('leaves the app’s own screens to the app', () => {
    for (const address of ['/tickets', '/e/', '/e/a/b', '/events', '/sign-in?next=/', '/checkout/1']) {
      expect(address).not.toMatch(SERVER_RENDERED_PAGE);
    }
  });
});
