import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next.ts';

describe('where sign-in returns to', () => {
  it('returns to the page the visitor wanted', () => {
    expect(safeNextPath('/tickets/42?x=1')).toBe('/tickets/42?x=1');
  });

  it('refuses another site, so sign-in cannot be used as an open redirect', () => {
    expect(safeNextPath('//evil.example/phish')).toBe('/account');
    expect(safeNextPath('https://evil.example')).toBe('/account');
    expect(safeNextPath('/\\evil.example')).toBe('/account');
  });

  it('goes to the account page when nothing was asked for', () => {
    expect(safeNextPath(null)).toBe('/account');
  });
});
