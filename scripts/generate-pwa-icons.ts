/**
 * `npm exec -- node scripts/generate-pwa-icons.ts`: draws the web app's install and home-screen icons from its
 * favicon (apps/web/public/favicon.svg) into apps/web/public/icons. The PNGs are committed, so this only
 * needs running again when the favicon changes.
 *
 * - icon-192.png, icon-512.png: the favicon itself, rounded corners and all ("any" in the manifest).
 * - icon-maskable-512.png: edge to edge, the letter inside the central circle that every platform's mask
 *   keeps (40% of the width from the centre), for Android's adaptive icons ("maskable").
 * - apple-touch-icon.png (180): edge to edge too, because iOS rounds the corners itself and would show
 *   transparent ones as black.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const iconsDir = path.join(publicDir, 'icons');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

function match(pattern: RegExp, what: string): string {
  const found = pattern.exec(favicon)?.[1];
  if (!found) throw new Error(`favicon.svg: cannot find ${what}; update scripts/generate-pwa-icons.ts to match it`);
  return found;
}

const viewBoxSize = Number(match(/viewBox="0 0 (\d+) \1"/, 'a square viewBox "0 0 N N"'));
const background = match(/<rect[^>]*fill="([^"]+)"/, 'the background <rect> and its fill');
const letter = match(/(<path[^>]*\/>)/, 'the letter <path>');
const centre = viewBoxSize / 2;

/** The letter on a background without rounded corners, scaled about the centre. */
function edgeToEdge(scale: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBoxSize} ${viewBoxSize}">` +
    `<rect width="${viewBoxSize}" height="${viewBoxSize}" fill="${background}"/>` +
    `<g transform="translate(${centre} ${centre}) scale(${scale}) translate(${-centre} ${-centre})">${letter}</g>` +
    `</svg>`
  );
}

async function writePng(svg: string, size: number, file: string): Promise<void> {
  // Rasterise at the target size rather than scaling up a small bitmap (SVG user units are 1/72 inch).
  const density = (72 * size) / viewBoxSize;
  const target = path.join(iconsDir, file);
  await sharp(Buffer.from(svg), { density }).resize(size, size).png({ compressionLevel: 9 }).toFile(target);
  console.log(`${path.relative(process.cwd(), target)} (${size}×${size})`);
}

mkdirSync(iconsDir, { recursive: true });
await writePng(favicon, 192, 'icon-192.png');
await writePng(favicon, 512, 'icon-512.png');
// 0.9: comfortably inside the safe circle even where a platform crops tighter than the specification's 40%.
await writePng(edgeToEdge(0.9), 512, 'icon-maskable-512.png');
await writePng(edgeToEdge(1), 180, 'apple-touch-icon.png');
