import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const styles = readFileSync(join(import.meta.dir, '../styles.css'), 'utf8');
const skeletonSource = readFileSync(join(import.meta.dir, 'skeleton.tsx'), 'utf8');

function token(name: string): string {
  const value = styles.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1];
  if (!value) throw new Error(`no --color-${name} in styles.css`);
  return value;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('loading skeletons', () => {
  const fill = skeletonSource.match(/\bbg-([a-z-]+)/)?.[1] ?? '';

  test('are filled with a colour of their own', () => {
    expect(fill).toBe('skeleton');
  });

  // Pulsing dims the block to half, so at rest it needs clearly more than the barely-there 1.08 of `muted` on white.
  test('stand out on white cards and on the grey area background', () => {
    expect(contrast(token(fill), token('surface'))).toBeGreaterThanOrEqual(1.35);
    expect(contrast(token(fill), token('muted'))).toBeGreaterThanOrEqual(1.25);
  });
});
