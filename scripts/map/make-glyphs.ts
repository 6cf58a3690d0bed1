// Makes the offline basemap's label glyphs (api/assets/map/glyphs/<fontstack>/<range>.pbf), once, at development
// time:
//
//   apt-get install -y fonts-noto-core chromium     # Debian's Noto Sans and Chromium
//   bun scripts/map/make-glyphs.ts
//
// Font: Noto Sans Regular and Bold, Copyright 2010-2020 Google Inc./Google LLC, SIL Open Font License 1.1
// (Debian's fonts-noto-core). The committed .pbf files are signed distance fields rendered from it, which the OFL
// allows to be bundled and redistributed with software; they keep the name Noto Sans (not a Reserved Font Name).
//
// Each glyph is drawn by @mapbox/tiny-sdf on a canvas in headless Chromium (playwright-core, the font loaded from
// its file with FontFace), at MapLibre's glyph size: 24 px, a 3 px border, radius 8, cutoff 0.25. The files use the
// glyph protobuf MapLibre reads (glyphs.proto of mapbox/node-fontnik): one fontstack with its name and range and,
// per glyph, id, bitmap ((width + 6) × (height + 6) bytes), width, height, left, top and advance. `top` follows
// the server-font convention MapLibre aligns its own TinySDF glyphs with (baseline distance − 27.5, rounded).
// Only code points the font has are written; MapLibre shows nothing for the rest of a range.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { PbfWriter } from 'pbf';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dir, '../..');
const outDir = join(root, 'api', 'assets', 'map', 'glyphs');

const fonts = [
  { stack: 'Noto Sans Regular', file: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf' },
  { stack: 'Noto Sans Bold', file: '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf' },
];
/** Latin-1 (names, digits, punctuation) and General Punctuation + Currency Symbols (’ – … and ₦, U+20A6). */
const ranges = [0, 8192];

const FONT_SIZE = 24;
const BUFFER = 3;
const TOP_ADJUSTMENT = 27.5;

interface DrawnGlyph {
  id: number;
  data: number[];
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}

/** The code points a font file covers, read from its cmap with fontconfig's fc-query. */
function coverage(file: string): Set<number> {
  const result = Bun.spawnSync(['fc-query', '--format=%{charset}', file]);
  if (result.exitCode !== 0) throw new Error(`fc-query failed on ${file}: ${result.stderr.toString()}`);
  const points = new Set<number>();
  for (const part of result.stdout.toString().trim().split(/\s+/)) {
    const [from = '', to = from] = part.split('-');
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++) points.add(code);
  }
  return points;
}

function encode(stack: string, start: number, glyphs: DrawnGlyph[]): Uint8Array {
  const pbf = new PbfWriter();
  pbf.writeMessage(
    1,
    () => {
      pbf.writeStringField(1, stack);
      pbf.writeStringField(2, `${start}-${start + 255}`);
      for (const glyph of glyphs) {
        pbf.writeMessage(
          3,
          () => {
            pbf.writeVarintField(1, glyph.id);
            if (glyph.width > 0 && glyph.height > 0) pbf.writeBytesField(2, Uint8Array.from(glyph.data));
            pbf.writeVarintField(3, glyph.width);
            pbf.writeVarintField(4, glyph.height);
            pbf.writeSVarintField(5, glyph.left);
            pbf.writeSVarintField(6, glyph.top);
            pbf.writeVarintField(7, glyph.advance);
          },
          undefined,
        );
      }
    },
    undefined,
  );
  return pbf.finish();
}

const tinySdfSource = readFileSync(require.resolve('@mapbox/tiny-sdf'), 'utf8').replace(
  'export default class TinySDF',
  'class TinySDF',
);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: `${tinySdfSource}\nwindow.TinySDF = TinySDF;` });
  for (const font of fonts) {
    const covered = coverage(font.file);
    const family = `glyphs-${font.stack.replace(/\W+/g, '-')}`;
    const bytes = readFileSync(font.file).toString('base64');
    await page.evaluate(
      async ({ family, bytes }) => {
        const binary = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
        const face = new FontFace(family, binary);
        await face.load();
        document.fonts.add(face);
      },
      { family, bytes },
    );
    for (const start of ranges) {
      const ids = Array.from({ length: 256 }, (_, i) => start + i).filter((id) => id >= 32 && covered.has(id));
      const glyphs = await page.evaluate(
        ({ family, ids, fontSize, buffer, topAdjustment }) => {
          type Sdf = {
            draw(char: string): {
              data: Uint8ClampedArray;
              width: number;
              height: number;
              glyphWidth: number;
              glyphHeight: number;
              glyphTop: number;
              glyphLeft: number;
              glyphAdvance: number;
            };
          };
          const TinySDF = (window as unknown as { TinySDF: new (options: object) => Sdf }).TinySDF;
          // A document canvas, so that the FontFace added to the document is the one drawn with.
          class DocumentCanvasSDF extends (TinySDF as unknown as new (options: object) => Sdf & object) {
            _createCanvas(size: number) {
              const canvas = document.createElement('canvas');
              canvas.width = canvas.height = size;
              return canvas;
            }
          }
          const sdf = new DocumentCanvasSDF({ fontSize, buffer, radius: 8, cutoff: 0.25, fontFamily: `"${family}"` });
          return ids.map((id) => {
            const glyph = sdf.draw(String.fromCodePoint(id));
            return {
              id,
              data: Array.from(glyph.data),
              width: glyph.glyphWidth,
              height: glyph.glyphHeight,
              left: glyph.glyphLeft,
              top: Math.round(glyph.glyphTop - topAdjustment),
              advance: Math.round(glyph.glyphAdvance),
            };
          });
        },
        { family, ids, fontSize: FONT_SIZE, buffer: BUFFER, topAdjustment: TOP_ADJUSTMENT },
      );
      const dir = join(outDir, font.stack);
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${start}-${start + 255}.pbf`);
      const encoded = encode(font.stack, start, glyphs);
      writeFileSync(file, encoded);
      console.log(
        `${font.stack}/${start}-${start + 255}.pbf: ${glyphs.length} glyphs, ${(encoded.length / 1024).toFixed(0)} kB`,
      );
    }
  }
} finally {
  await browser.close();
}
