// The offline style's label glyphs: signed distance fields of Noto Sans (SIL OFL 1.1) in MapLibre's glyph
// protobuf, made once by scripts/map/make-glyphs.ts and packaged under api/assets/map/glyphs/<fontstack>/.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const glyphFonts = { regular: 'Noto Sans Regular', bold: 'Noto Sans Bold' } as const;
const packagedStacks: readonly string[] = Object.values(glyphFonts);

const glyphsDir = fileURLToPath(new URL('../../../assets/map/glyphs/', import.meta.url));
const loaded = new Map<string, Uint8Array | null>();

/**
 * The glyph range of a font stack ('Noto Sans Regular' or a comma-separated stack whose first packaged font is
 * used), for a range such as '0-255'; null when the stack or range is not packaged (MapLibre then skips those
 * characters). Only names from the packaged list reach the file system.
 */
export function glyphRange(fontstack: string, range: string): Uint8Array | null {
  const stack = fontstack
    .split(',')
    .map((name) => name.trim())
    .find((name) => packagedStacks.includes(name));
  const match = /^(\d{1,5})-(\d{1,5})$/.exec(range);
  if (!stack || !match) return null;
  const start = Number(match[1]);
  if (start % 256 !== 0 || Number(match[2]) !== start + 255) return null;
  const key = `${stack}/${start}-${start + 255}.pbf`;
  if (!loaded.has(key)) {
    const file = `${glyphsDir}${key}`;
    loaded.set(key, existsSync(file) ? new Uint8Array(readFileSync(file)) : null);
  }
  return loaded.get(key) ?? null;
}
