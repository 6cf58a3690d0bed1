// The offline default: files on local disk under UPLOADS_DIR (DATA_DIR/uploads unless set).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { type FileStorage, isSafeStorageKey } from './types';

// web/uploads.ts imports the key rule from here.
export { isSafeStorageKey };

export function createDiskStorage(uploadsDir: string, publicPath: string): FileStorage {
  const root = resolve(uploadsDir);
  const pathOf = (key: string) => {
    // Keys are ours, but a stored key travels through the database: refuse anything that could leave the root.
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const full = normalize(join(root, key));
    if (!full.startsWith(root + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return { key, url: `${publicPath}/${key}` };
    },
    async read(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    publicUrl(key) {
      return `${publicPath}/${key}`;
    },
    keyOf(url) {
      const key = url?.startsWith(`${publicPath}/`) ? url.slice(publicPath.length + 1) : null;
      return key && isSafeStorageKey(key) ? key : null;
    },
  };
}
