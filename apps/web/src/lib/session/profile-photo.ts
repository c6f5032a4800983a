import type { SessionUser } from './session.ts';

/** The size the shell and the account page ask for: the smallest served width, plenty for a 24–64 px circle. */
export const PROFILE_PHOTO_WIDTH = 320;

const OWN_PHOTO = /^\/media\/[0-9a-f-]{36}\/\d+\.webp$/;

/**
 * The photo the shell shows beside the account link: the one uploaded to Admit, which the profile tab also keeps
 * as the Firebase account's photoURL so that every page (server-rendered ones too) has it without asking the API.
 * Only Admit's own photos are shown: an address another sign-in provider set is not ours to load.
 */
export function sessionPhotoPath(user: SessionUser | null): string | null {
  if (!user?.photoURL || typeof location === 'undefined') return null;
  try {
    const url = new URL(user.photoURL);
    return url.origin === location.origin && OWN_PHOTO.test(url.pathname) ? url.pathname : null;
  } catch {
    return null;
  }
}

/** The Firebase photoURL for an uploaded photo: absolute, as other apps reading the account expect. */
export const photoUrlForAccount = (path: string) => new URL(path, location.origin).href;
