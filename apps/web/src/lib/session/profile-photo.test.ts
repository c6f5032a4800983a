import { describe, expect, it } from 'vitest';
import { photoUrlForAccount, sessionPhotoPath } from './profile-photo.ts';
import type { SessionUser } from './session.ts';

const user = (photoURL: string | null): SessionUser => ({
  uid: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  displayName: 'Ada',
  photoURL,
  phoneNumber: null,
  secondFactors: [],
  providerIds: ['password'],
});
const own = '/media/0b8e4a52-55f4-4b43-9d4c-2c1f3c7e9a10/320.webp';

describe('the photo the shell shows', () => {
  it("is the account's photo uploaded to Admit, as a path on this site", () => {
    expect(sessionPhotoPath(user(photoUrlForAccount(own)))).toBe(own);
  });

  it("is none for another provider's picture, a malformed address, or no photo", () => {
    expect(sessionPhotoPath(user('https://lh3.googleusercontent.example/a/photo.jpg'))).toBeNull();
    expect(sessionPhotoPath(user(`https://elsewhere.example${own}`))).toBeNull();
    expect(sessionPhotoPath(user('not a url'))).toBeNull();
    expect(sessionPhotoPath(user(null))).toBeNull();
    expect(sessionPhotoPath(null)).toBeNull();
  });
});
