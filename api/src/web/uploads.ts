// Serves the disk storage's public files (photos, cover photos) under /uploads. Keys are random uuids, so a file
// never changes once written: cache it for a year. Private files (certificates) are never served here.
import { join } from 'node:path';
import { messages } from '@naija-homes/contracts/messages';
import type { MiddlewareHandler } from 'hono';
import { UPLOADS_PUBLIC_PATH } from '../providers/storage';
import { isSafeStorageKey } from '../providers/storage/local';

const PUBLIC_FOLDERS = new Set(['photos', 'covers', 'properties']);
const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

export function uploadsHandler(uploadsDir: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const key = c.req.path.slice(UPLOADS_PUBLIC_PATH.length + 1);
    const folder = key.split('/')[0] ?? '';
    const extension = key.split('.').pop() ?? '';
    const type = contentTypes[extension];
    if (!isSafeStorageKey(key) || !PUBLIC_FOLDERS.has(folder) || !type)
      return c.json({ message: messages.notFound }, 404);
    const file = Bun.file(join(uploadsDir, key));
    if (!(await file.exists())) return c.json({ message: messages.notFound }, 404);
    return new Response(file, {
      headers: { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable' },
    });
  };
}
