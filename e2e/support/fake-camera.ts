import { execFile } from 'node:child_process';
import { mkdtemp, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, devices, type Browser, type BrowserContext } from '@playwright/test';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.ts';
import { guardContext, type Guards } from '../fixtures.ts';

/*
 * A camera for a machine that has none (CI): Chromium's fake capture device plays a video file in a loop. The
 * video is made here with Debian's ffmpeg from QR codes of real tickets, so the scanner decodes what a door
 * phone's camera would see.
 */

const run = promisify(execFile);
const WIDTH = 640;
const HEIGHT = 480;
// Chromium plays an MJPEG file at its capture rate (30 frames a second), whatever the file was made at.
const FPS = 30;

/** What the camera shows, in order, looping: a ticket's code, or nothing (a blank frame: the phone moved away). */
export type Shot = { code: string | null; seconds: number };

/**
 * An MJPEG file (Chromium's fake capture reads MJPEG or Y4M) of the shots, each a white 640×480 frame with the
 * code's QR in the middle, as a phone held up to another would see it.
 */
export async function fakeCameraVideo(shots: Shot[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'admit-camera-'));
  // Every frame of the loop in order, as numbered files (links to one image per shot) for ffmpeg's image reader.
  let frame = 0;
  for (const [i, shot] of shots.entries()) {
    const image = path.join(dir, `shot-${i}.png`);
    // A blank shot is an all-white image of the same size (a QR code drawn white on white).
    await QRCode.toFile(image, shot.code ?? ' ', {
      errorCorrectionLevel: 'M',
      margin: 4,
      width: 400,
      ...(shot.code ? {} : { color: { dark: '#ffffff', light: '#ffffff' } }),
    });
    for (let n = 0; n < Math.round(shot.seconds * FPS); n++) {
      frame += 1;
      await symlink(image, path.join(dir, `frame-${String(frame).padStart(5, '0')}.png`));
    }
  }
  const video = path.join(dir, 'camera.mjpeg');
  await run('ffmpeg', [
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    path.join(dir, 'frame-%05d.png'),
    '-vf',
    `pad=${WIDTH}:${HEIGHT}:(ow-iw)/2:(oh-ih)/2:white,format=yuvj420p`,
    '-c:v',
    'mjpeg',
    '-q:v',
    '3',
    '-f',
    'mjpeg',
    video,
  ]);
  return video;
}

/**
 * Chromium whose camera plays `video`, at the suite's phone size, with camera permission granted and the suite's
 * guards (outbound requests blocked, CSP violations recorded) on its context.
 */
export async function browserWithCamera(
  video: string,
  baseURL: string,
  guards: Guards,
): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  // The door works offline through the app's service worker. The suite blocks workers elsewhere (playwright.config.ts),
  // and Playwright applies the config's context options to this browser's contexts too, so allow it by name.
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    permissions: ['camera'],
    serviceWorkers: 'allow',
  });
  await guardContext(context, guards);
  return { browser, context };
}
