// What every storage adapter shares: the interface, the key rule and the outage error. A module of its own so the
// adapters import it without a cycle through index.ts.

export interface StoredFile {
  key: string;
  /** Where a browser fetches the file (public files only). */
  url: string;
}

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredFile>;
  /** The bytes of a stored file, or null when it is gone. */
  read(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removing a missing file is not an error: deletes are retried after failed transactions. */
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
  /** The key behind a URL that put() returned, or null for any other URL (a Google avatar, another storage's). */
  keyOf(url: string | null): string | null;
}

/** The storage service could not be used (network, outage, bad credentials, missing bucket): retry later. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** Keys are ours, but a stored key travels through the database: only lowercase segments and one extension. */
export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** Folders whose files anyone may fetch (photos, cover photos); everything else (certificates) stays private. */
export const PUBLIC_STORAGE_FOLDERS: ReadonlySet<string> = new Set(['photos', 'covers', 'properties']);

export function isPublicStorageKey(key: string): boolean {
  return PUBLIC_STORAGE_FOLDERS.has(key.split('/')[0] ?? '');
}
