/** Only same-site paths are followed after sign-in; anything else goes to the account page. */
export function safeNextPath(next: string | null, fallback = '/account'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
