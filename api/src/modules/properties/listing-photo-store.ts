// One listing photo stored as the two WebP sizes the site shows (gallery and card), for uploads and the demo seed.
import type { StoredPhoto } from '../../db/schema';
import { listingPhotoVariants } from '../../lib/images';
import { type FileStorage, newFileKey } from '../../providers/storage';

export async function storeListingPhoto(
  storage: FileStorage,
  bytes: Uint8Array,
  invalidMessage: string,
): Promise<StoredPhoto> {
  const { gallery, card } = await listingPhotoVariants(bytes, invalidMessage);
  const key = newFileKey('properties', 'webp');
  const cardKey = newFileKey('properties', 'webp');
  const [saved, savedCard] = await Promise.all([
    storage.put(key, gallery.bytes, 'image/webp'),
    storage.put(cardKey, card.bytes, 'image/webp'),
  ]);
  return {
    id: crypto.randomUUID(),
    key,
    url: saved.url,
    cardKey,
    cardUrl: savedCard.url,
    width: gallery.width,
    height: gallery.height,
  };
}
