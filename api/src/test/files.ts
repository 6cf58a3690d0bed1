// Small real files for upload tests: a valid PDF, a 1×1 PNG and JPEG, and liars (right name, wrong content).
import { minimalPdf } from '../lib/minimal-pdf';

export const pdfBytes = (text = 'Certificate of registration') => minimalPdf(text);

export const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

export const jpegBytes = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

/** A Windows executable's first bytes: what a renamed 'certificate.pdf' may really be. */
export const exeBytes = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

export function oversized(bytes: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const big = new Uint8Array(size);
  big.set(bytes);
  return big;
}

/** A real photo-sized image (a gradient, so it compresses like a photo rather than a flat colour). */
export async function photoBytes(width = 1200, height = 800, format: 'jpeg' | 'png' = 'jpeg') {
  const sharp = (await import('sharp')).default;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b6b4f"/><stop offset="1" stop-color="#f2c14e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff" opacity="0.6"/></svg>`;
  const image = sharp(Buffer.from(svg));
  const data = await (format === 'jpeg' ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
  return new Uint8Array(data);
}
