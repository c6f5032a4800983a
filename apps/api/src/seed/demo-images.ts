import sharp from 'sharp';

/**
 * Demo pictures are drawn here, never fetched: an SVG of soft shapes in the
 * event's palette, rendered by sharp. Each seed gives every event its own.
 */
export type Palette = readonly [string, string, string];

function shapes(seed: number, palette: Palette, width: number, height: number): string {
  let state = seed;
  // A tiny deterministic generator: the same event always gets the same picture.
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const circles = Array.from({ length: 7 }, (_, i) => {
    const r = (0.08 + next() * 0.25) * width;
    return `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${palette[i % 3]}" fill-opacity="${(0.25 + next() * 0.4).toFixed(2)}"/>`;
  });
  const waves = Array.from({ length: 3 }, (_, i) => {
    const y = height * (0.55 + i * 0.12);
    const amp = height * (0.05 + next() * 0.06);
    return `<path d="M0 ${y} C ${width * 0.25} ${y - amp}, ${width * 0.5} ${y + amp}, ${width} ${y - amp / 2} L ${width} ${height} L 0 ${height} Z" fill="${palette[(i + 1) % 3]}" fill-opacity="0.35"/>`;
  });
  return [...circles, ...waves].join('');
}

export async function demoImage(seed: number, palette: Palette, width = 1600, height = 900): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[2]}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes(seed, palette, width, height)}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
