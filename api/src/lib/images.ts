// Listing, profile and news images: decoded and re-encoded with sharp, so what we serve is our own WebP or JPEG (no
// EXIF, GPS or payloads riding along) in the sizes the pages need.
//
// Bombs: before anything is decoded, the header alone is read (`metadata()`, well under a millisecond) and the image
// refused when a side is too small or too large, its shape too long and narrow for its use, or its pixels too many
// (contracts' `imageBounds`). A 74-byte PNG of 60000×1 pixels fitted to a 640×480 card or a 512 px square avatar
// used to be enlarged to billions of pixels (2000×1 took 11.7 s and 741 MB; 60000×1 never answered). And no resize
// ever enlarges (`withoutEnlargement`), the 'cover' ones included: an image smaller than the box comes out smaller, in the box's shape.
import {
  IMAGE_MAX_MEGAPIXELS,
  IMAGE_MAX_SIDE,
  type ImageBounds,
  imageBounds,
  imageMessages,
} from '@naija-homes/contracts/upload';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { HttpError } from './errors';

/** 50 megapixels: more than any phone camera, far less than a pixel flood. */
export const MAX_INPUT_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

const inputOptions: SharpOptions = {
  // sharp's own check of the header's pixel count, behind ours.
  limitInputPixels: MAX_INPUT_PIXELS,
  failOn: 'error',
  // Only the first frame of an animated image (APNG): the one frame whose size the checks below counted.
  pages: 1,
  // sharp's default, said out loud: decoded top to bottom as the resize reads it, never the whole image held at once
  // (sharp switches to random access by itself where an operation needs it, e.g. a 90° EXIF rotation).
  sequentialRead: true,
};

export interface ImageSize {
  width: number;
  height: number;
}

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
  return sharp(bytes, inputOptions).rotate();
}

/**
 * Reads the header only and refuses, with a 400 saying why, an image whose size or shape its use does not allow.
 * Sides are as shown (after the EXIF orientation), of one frame.
 */
export async function checkImageHeader(
  bytes: Uint8Array,
  bounds: ImageBounds,
  invalidMessage: string,
): Promise<ImageSize> {
  let meta: Metadata;
  try {
    // The header alone: sharp's pixel limit is lifted here so that a flood gets our message, not a generic one.
    meta = await sharp(bytes, { ...inputOptions, limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, invalidMessage);
  }
  const frameHeight = meta.pageHeight ?? meta.height;
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? frameHeight : meta.width;
  const height = turned ? meta.width : frameHeight;
  if (!(width > 0 && height > 0)) throw new HttpError(400, invalidMessage);
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long > IMAGE_MAX_SIDE) throw new HttpError(400, imageMessages.tooLarge(IMAGE_MAX_SIDE));
  if (width * height > MAX_INPUT_PIXELS) throw new HttpError(400, imageMessages.tooManyPixels(IMAGE_MAX_MEGAPIXELS));
  if (short < bounds.minSide) throw new HttpError(400, imageMessages.tooSmall(bounds.minSide));
  if (bounds.landscape && (width < height || width / height > bounds.maxAspect)) {
    throw new HttpError(400, imageMessages.panoramaShape(bounds.maxAspect));
  }
  if (long / short > bounds.maxAspect) throw new HttpError(400, imageMessages.tooNarrow(bounds.maxAspect));
  return { width, height };
}

/**
 * A 'cover' box never larger than the image: the box's shape, scaled down until it fits inside the image. So a small
 * avatar is still square and a small card still 4:3, and nothing is enlarged.
 */
function coverBox(size: ImageSize, box: ImageSize): ImageSize {
  const scale = Math.min(1, size.width / box.width, size.height / box.height);
  return {
    width: Math.max(1, Math.floor(box.width * scale)),
    height: Math.max(1, Math.floor(box.height * scale)),
  };
}

/**
 * Checks the header against the use's bounds, then runs sharp; an undecodable image becomes a 400 with the caller's
 * message.
 */
async function decode<T>(
  bytes: Uint8Array,
  bounds: ImageBounds,
  invalidMessage: string,
  run: (size: ImageSize) => Promise<T>,
): Promise<T> {
  const size = await checkImageHeader(bytes, bounds, invalidMessage);
  try {
    return await run(size);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, invalidMessage);
  }
}

/** The gallery (≤1600 px wide) and card (4:3, ≤640×480) WebP variants of a listing photo. */
export async function listingPhotoVariants(
  bytes: Uint8Array,
  invalidMessage: string,
): Promise<{ gallery: ImageVariant; card: ImageVariant }> {
  return decode(bytes, imageBounds.listingPhoto, invalidMessage, async (size) => {
    const gallery = await decoder(bytes)
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const card = await decoder(bytes)
      .resize({
        ...coverBox(size, { width: 640, height: 480 }),
        fit: 'cover',
        position: 'attention',
        withoutEnlargement: true,
      })
      .webp({ quality: 70 })
      .toBuffer({ resolveWithObject: true });
    return { gallery: toVariant(gallery), card: toVariant(card) };
  });
}

/** A floor plan image, kept sharp enough to read room labels. */
export async function floorPlanImage(bytes: Uint8Array, invalidMessage: string): Promise<ImageVariant> {
  return decode(bytes, imageBounds.floorPlan, invalidMessage, async () =>
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
  return decode(bytes, imageBounds.panorama, invalidMessage, async () =>
    toVariant(
      await decoder(bytes)
        .resize({ width: 8192, height: 4096, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85, progressive: true, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
    ),
  );
}

/**
 * A profile photo (a square avatar, up to 512 px) or a cover photo (8:3, up to 1600×600): decoded and re-encoded as WebP
 * like listing photos, so what is served is an image and only an image (a PNG header followed by HTML is not).
 */
export async function profileImage(
  bytes: Uint8Array,
  which: 'photo' | 'coverPhoto',
  invalidMessage: string,
): Promise<ImageVariant> {
  const box = which === 'photo' ? { width: 512, height: 512 } : { width: 1600, height: 600 };
  return decode(bytes, imageBounds[which], invalidMessage, async (size) =>
    toVariant(
      await decoder(bytes)
        .resize({ ...coverBox(size, box), fit: 'cover', position: 'attention', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    ),
  );
}

/** A news article's cover: 16:9 (the cards' and the page's shape), up to 1600×900, WebP. */
export async function newsCoverImage(bytes: Uint8Array, invalidMessage: string): Promise<ImageVariant> {
  return decode(bytes, imageBounds.coverPhoto, invalidMessage, async (size) =>
    toVariant(
      await decoder(bytes)
        .resize({
          ...coverBox(size, { width: 1600, height: 900 }),
          fit: 'cover',
          position: 'attention',
          withoutEnlargement: true,
        })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    ),
  );
}
