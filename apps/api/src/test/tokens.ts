/**
 * ID tokens in the Auth Emulator's unsigned form (alg "none"), which
 * firebase-admin accepts only while FIREBASE_AUTH_EMULATOR_HOST is set.
 * Tests use them to present claims a real token would not have yet.
 */
export function unsignedToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

export function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

/** The same token with its expiry an hour ago. */
export function expiredCopyOf(idToken: string): string {
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  return unsignedToken({ ...claimsOf(idToken), iat: hourAgo - 3600, auth_time: hourAgo - 3600, exp: hourAgo });
}
