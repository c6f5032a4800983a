import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a reader finds in a PDF: each page's text, and the QR codes its images decode to. */
export type ReadPage = { text: string; qrCodes: string[] };

type PdfImage = { width: number; height: number; kind: number; data: Uint8Array | Uint8ClampedArray };

/** pdf.js hands images back as grey (1 bit), RGB or RGBA; jsQR reads RGBA. */
function toRgba(image: PdfImage): Uint8ClampedArray {
  const { width, height, kind, data } = image;
  if (kind === 3) return new Uint8ClampedArray(data);
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    let v: [number, number, number];
    if (kind === 2) v = [data[i * 3] ?? 0, data[i * 3 + 1] ?? 0, data[i * 3 + 2] ?? 0];
    else {
      const rowBytes = Math.ceil(width / 8);
      const x = i % width;
      const y = Math.floor(i / width);
      const bit = ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
      v = bit ? [255, 255, 255] : [0, 0, 0];
    }
    out.set([...v, 255], i * 4);
  }
  return out;
}

/**
 * Reads a PDF as a person with a phone would: pdf.js (Mozilla's reader) parses it, each page's text is taken, and
 * each image it paints is decoded with jsQR. A PDF that does not parse throws.
 */
export async function readPdf(bytes: Buffer): Promise<ReadPage[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isOffscreenCanvasSupported: false, verbosity: 0 })
    .promise;
  const pages: ReadPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const ops = await page.getOperatorList();
    const qrCodes: string[] = [];
    for (let i = 0; i < ops.fnArray.length; i++) {
      if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
      const [name] = ops.argsArray[i] as [string];
      const image = (await new Promise((resolve) => page.objs.get(name, resolve))) as PdfImage;
      const found = jsQR(toRgba(image), image.width, image.height);
      if (found) qrCodes.push(found.data);
    }
    pages.push({ text, qrCodes });
  }
  await pdf.destroy();
  return pages;
}
