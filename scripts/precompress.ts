// Brotli and gzip copies of every built text asset (`x.js` → `x.js.br`, `x.js.gz`), made once at build time so the
// server sends them with Content-Encoding at no cost per request (api/src/web/static.ts picks one by the browser's
// Accept-Encoding). Small files and files that do not shrink are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|json|svg|txt|xml|webmanifest|map)$/i;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes the .br and .gz copies of a dist folder's assets; returns the bytes before and after (brotli). */
export function precompressDir(dir: string): { files: number; bytes: number; brotli: number } {
  let count = 0;
  let bytes = 0;
  let brotli = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const source = readFileSync(path);
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = gzipSync(source, { level: 9 });
    if (br.length < source.length) writeFileSync(`${path}.br`, br);
    if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
    count++;
    bytes += source.length;
    brotli += Math.min(br.length, source.length);
  }
  return { files: count, bytes, brotli };
}

if (import.meta.main) {
  for (const dir of process.argv.slice(2)) {
    const result = precompressDir(dir);
    console.log(`${dir}: ${result.files} files, ${result.bytes} → ${result.brotli} bytes (brotli)`);
  }
}
