/**
 * The Auth Emulator's origin as the browser reaches it, or null against real Firebase. The browser reaches the
 * emulator as "localhost", the app's own host name: the redirect flow hands its result over through the emulator
 * origin's sessionStorage, which Chromium partitions by the top-level site.
 */
export function browserEmulatorUrl(emulatorHost: string | null): string | null {
  if (!emulatorHost) return null;
  return `http://${emulatorHost.replace(/^127\.0\.0\.1:/, 'localhost:')}`;
}
