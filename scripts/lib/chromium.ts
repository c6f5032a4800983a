import { existsSync } from 'node:fs';

/** Flags for Debian's Chromium on a machine with no network and no sandbox (root in CI). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium: Playwright's own browser download cannot run offline. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it with "sudo apt-get install chromium" ` +
        '(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return path;
}
