import pLimit from 'p-limit';
import sharp from 'sharp';

/** The widths we serve. A fixed set keeps caches small and stops anyone asking for 10,000 sizes. */
export const SERVED_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Longest side kept from an upload; bigger photos only cost storage. */
export const MAX_STORED_SIDE = 2400;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export class ImageRejected extends Error {}

/** The decode queue is full: the caller should ask again in a few seconds. */
export class ImageQueueFull extends Error {
  readonly retryAfterSeconds = 5;
}

/**
 * A queue for decoding: at most `concurrency` images at once, at most `maxWaiting` more in line, and anything
 * beyond refused at once. Decoding a 50-megapixel photo takes a core for a while; without a bound, a burst of
 * uploads or first views would take every core from the requests selling tickets.
 */
export function createDecodeQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  const limit = pLimit(concurrency);
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      if (limit.pendingCount >= maxWaiting) return Promise.reject(new ImageQueueFull());
      return limit(work);
    },
    get active() {
      return limit.activeCount;
    },
  };
}

/** One queue for the process: uploads and /media resizes share it. */
const decodes = createDecodeQueue({ concurrency: 2, maxWaiting: 16 });

/**
 * Normalises an upload: checks it really is an image (by decoding it, not by
 * trusting the name), applies the EXIF rotation, caps the size and re-encodes
 * to WebP, which also drops metadata such as a phone's GPS position.
 */
export async function normaliseUpload(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRejected('Images can be at most 10 MB.');
  return decodes.run(() => normaliseImage(bytes));
}

/** The same work, outside the queue: for the seed, which draws its own pictures and has no request to refuse. */
export async function normaliseImage(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw new ImageRejected('That file is not an image we can read. Use JPEG, PNG, WebP or GIF.');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new ImageRejected('Use a JPEG, PNG, WebP or GIF image.');
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // The header read fine but the pixels did not: a truncated or corrupt file, or one too large to decode.
    throw new ImageRejected('That image is damaged or too large to read. Try exporting it again.');
  }
}

/** The served width for a request: the smallest listed width that covers it. */
export function servedWidth(requested: number): number {
  return SERVED_WIDTHS.find((w) => w >= requested) ?? SERVED_WIDTHS[SERVED_WIDTHS.length - 1] ?? 960;
}

export async function resizeToWidth(original: Buffer, width: number): Promise<Buffer> {
  return decodes.run(() =>
    sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
  );
}
