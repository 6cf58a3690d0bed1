// Listing and profile images: decoded and re-encoded with sharp, so what we serve is our own WebP (no EXIF, GPS or payloads
// riding along) in the sizes cards and the gallery need. Decompression bombs are refused by pixel count.
import sharp, { type OutputInfo } from 'sharp';
import { HttpError } from './errors';

/** 50 megapixels: more than any phone camera, far less than a pixel flood. */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageVariant {
  bytes: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
}

const toVariant = ({ data, info }: { data: Buffer; info: OutputInfo }): ImageVariant => ({
  bytes: new Uint8Array(data),
  width: info.width,
  height: info.height,
});

function decoder(bytes: Uint8Array) {
  // rotate() applies the EXIF orientation before the metadata is dropped.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/** Runs sharp and turns an undecodable or oversized image into a 400 with the caller's message. */
async function decode<T>(invalidMessage: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, invalidMessage);
  }
}

/** The gallery (≤1600 px wide) and card (640 px wide) WebP variants of a listing photo. */
export async function listingPhotoVariants(
  bytes: Uint8Array,
  invalidMessage: string,
): Promise<{ gallery: ImageVariant; card: ImageVariant }> {
  return decode(invalidMessage, async () => {
    const gallery = await decoder(bytes)
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const card = await decoder(bytes)
      .resize({ width: 640, height: 480, fit: 'cover', position: 'attention' })
      .webp({ quality: 70 })
      .toBuffer({ resolveWithObject: true });
    return { gallery: toVariant(gallery), card: toVariant(card) };
  });
}

/** A floor plan image, kept sharp enough to read room labels. */
export async function floorPlanImage(bytes: Uint8Array, invalidMessage: string): Promise<ImageVariant> {
  return decode(invalidMessage, async () =>
    toVariant(
      await decoder(bytes)
        .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer({ resolveWithObject: true }),
    ),
  );
}

/** A 360° panorama: equirectangular, usually 2:1; JPEG for the viewer, capped at 8192 px wide. */
export async function panoramaImage(bytes: Uint8Array, invalidMessage: string): Promise<ImageVariant> {
  return decode(invalidMessage, async () =>
    toVariant(
      await decoder(bytes)
        .resize({ width: 8192, height: 4096, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85, progressive: true, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
    ),
  );
}

/**
 * A profile photo (a square avatar, 512 px) or a cover photo (up to 1600×600): decoded and re-encoded as WebP like
 * listing photos, so what is served is an image and only an image (a PNG header followed by HTML is not).
 */
export async function profileImage(
  bytes: Uint8Array,
  which: 'photo' | 'coverPhoto',
  invalidMessage: string,
): Promise<ImageVariant> {
  return decode(invalidMessage, async () =>
    toVariant(
      await (which === 'photo'
        ? decoder(bytes).resize({ width: 512, height: 512, fit: 'cover', position: 'attention' })
        : decoder(bytes).resize({ width: 1600, height: 600, fit: 'cover', position: 'attention' })
      )
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    ),
  );
}
