/** A base no real request has: a path read against it stays on it unless it names another site. */
const HERE = 'https://admit.invalid';

/** Pages that would only ask to sign in again. */
const SIGN_IN_PAGES = /^\/(sign-in|sign-up)(\/|$)/;

/**
 * Where sign-in returns to: the path the visitor came from, if it is a path of this site; anything else goes to
 * the account page. The path is read as the browser would read it (the URL parser drops tabs and newlines and
 * reads "\" as "/"), so "/\t/evil.example" is seen for the "//evil.example" it becomes: never an open redirect.
 */
export function safeNextPath(next: string | null, fallback = '/account'): string {
  if (!next?.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE || SIGN_IN_PAGES.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address that comes back to `here` (a path of this site, not sign-in's own) afterwards. */
export function signInPath(here: string): string {
  const back = safeNextPath(here, '');
  return back ? `/sign-in?next=${encodeURIComponent(back)}` : '/sign-in';
}
