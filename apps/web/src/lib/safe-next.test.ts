import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPath } from './safe-next.ts';

describe('where sign-in returns to', () => {
  it('returns to the page the visitor wanted', () => {
    expect(safeNextPath('/tickets/42?x=1')).toBe('/tickets/42?x=1');
  });

  it('refuses another site, so sign-in cannot be used as an open redirect', () => {
    expect(safeNextPath('//evil.example/phish')).toBe('/account');
    expect(safeNextPath('https://evil.example')).toBe('/account');
    expect(safeNextPath('/\\evil.example')).toBe('/account');
    // What a browser does with whitespace inside a URL: dropped, leaving "//evil.example".
    expect(safeNextPath('/\t/evil.example')).toBe('/account');
    expect(safeNextPath('/\n/evil.example')).toBe('/account');
    expect(safeNextPath('/\\/evil.example')).toBe('/account');
    expect(safeNextPath('javascript:alert(1)')).toBe('/account');
  });

  it('never returns to sign-in itself, which would only ask again', () => {
    expect(safeNextPath('/sign-in?next=/tickets')).toBe('/account');
    expect(safeNextPath('/sign-up')).toBe('/account');
  });

  it('keeps the query and the fragment of the page it returns to', () => {
    expect(safeNextPath('/e/harbour-lights?tab=tickets#faq')).toBe('/e/harbour-lights?tab=tickets#faq');
  });

  it('goes to the account page when nothing was asked for', () => {
    expect(safeNextPath(null)).toBe('/account');
  });
});

describe('the sign-in link', () => {
  it('carries the page it was followed from', () => {
    expect(signInPath('/e/harbour-lights')).toBe('/sign-in?next=%2Fe%2Fharbour-lights');
    expect(signInPath('/')).toBe('/sign-in?next=%2F');
  });

  it('carries nothing from the sign-in pages themselves', () => {
    expect(signInPath('/sign-in?next=%2Ftickets')).toBe('/sign-in');
  });
});
