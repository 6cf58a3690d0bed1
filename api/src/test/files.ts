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
