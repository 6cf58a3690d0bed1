// Demo listing photos drawn locally (no downloads): simple architectural illustrations rendered from SVG with sharp.
// Deterministic per seed, so a demo looks the same on every machine.
import sharp from 'sharp';
import { prng } from './prng';

type Random = ReturnType<typeof prng>;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const walls = ['#f4e9d8', '#efe2c8', '#e8d5b9', '#f6f1ea', '#dfe7ea', '#f2dcc9', '#e6e0d4'];
const roofs = ['#8c3b2a', '#5b4a42', '#3f5f6b', '#a0522d', '#6b3e2e'];
const accents = ['#0b6b4f', '#1f5f8b', '#b5651d', '#7a3e65', '#2f4858'];
const skies: [string, string][] = [
  ['#7fb8e6', '#d9eefc'],
  ['#f6b26b', '#fde3c1'],
  ['#8fc3ea', '#eaf6ff'],
  ['#9ab7d3', '#f3f6f9'],
];

function palm(x: number, ground: number, scale: number): string {
  const top = ground - 170 * scale;
  const leaves = [-60, -25, 10, 45, 80]
    .map(
      (angle) =>
        `<ellipse cx="${x}" cy="${top}" rx="${70 * scale}" ry="${14 * scale}" fill="#2e7d32" transform="rotate(${angle} ${x} ${top})"/>`,
    )
    .join('');
  return `<path d="M${x - 6 * scale} ${ground} Q${x + 10 * scale} ${ground - 90 * scale} ${x} ${top}" stroke="#7b5b3a" stroke-width="${10 * scale}" fill="none"/>${leaves}`;
}

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, glass: string) {
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="3" fill="${glass}" stroke="#ffffff" stroke-width="3"/>`;
    }
  }
  return out;
}

function exterior(random: Random, type: string, W: number, H: number): string {
  const [skyTop, skyBottom] = pick(random, skies);
  const ground = H * 0.78;
  const wall = pick(random, walls);
  const roof = pick(random, roofs);
  const accent = pick(random, accents);
  const glass = '#9cc7df';
  let building = '';
  const cx = W / 2;
  if (['office-space', 'commercial-building', 'co-working-space'].includes(type)) {
    const bw = W * 0.34;
    const bh = H * 0.62;
    building = `<rect x="${cx - bw / 2}" y="${ground - bh}" width="${bw}" height="${bh}" fill="#5d7d92"/>${windows(cx - bw / 2 + 18, ground - bh + 18, 6, 9, (bw - 36 - 5 * 10) / 6, (bh - 60 - 8 * 10) / 9, 10, '#bfe0f2')}<rect x="${cx - 40}" y="${ground - 50}" width="80" height="50" fill="${accent}"/>`;
  } else if (['warehouse', 'industrial-space'].includes(type)) {
    const bw = W * 0.7;
    const bh = H * 0.3;
    building = `<rect x="${cx - bw / 2}" y="${ground - bh}" width="${bw}" height="${bh}" fill="#b8c2c8"/><polygon points="${cx - bw / 2 - 10},${ground - bh} ${cx},${ground - bh - 60} ${cx + bw / 2 + 10},${ground - bh}" fill="#7d8a91"/>${[0, 1, 2].map((i) => `<rect x="${cx - bw / 2 + 40 + i * (bw / 3)}" y="${ground - bh * 0.7}" width="${bw / 3 - 80}" height="${bh * 0.7}" fill="#8a969c" stroke="#6e7a80" stroke-width="4"/>`).join('')}`;
  } else if (['retail-space', 'shop-in-mall'].includes(type)) {
    const bw = W * 0.66;
    const bh = H * 0.34;
    building = `<rect x="${cx - bw / 2}" y="${ground - bh}" width="${bw}" height="${bh}" fill="${wall}"/>${[0, 1, 2, 3].map((i) => `<rect x="${cx - bw / 2 + 20 + i * (bw / 4)}" y="${ground - bh * 0.62}" width="${bw / 4 - 40}" height="${bh * 0.62}" fill="${glass}"/><path d="M${cx - bw / 2 + 10 + i * (bw / 4)} ${ground - bh * 0.7} h${bw / 4 - 20} l-15 30 h${-(bw / 4 - 50)} z" fill="${i % 2 ? accent : '#e0a526'}"/>`).join('')}`;
  } else if (type === 'land') {
    building = `<rect x="${W * 0.1}" y="${ground - 20}" width="${W * 0.8}" height="8" fill="#8d6e4a"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${W * 0.1 + (i * (W * 0.8)) / 11}" y="${ground - 40}" width="8" height="40" fill="#8d6e4a"/>`).join('')}<rect x="${W * 0.62}" y="${ground - 150}" width="10" height="150" fill="#6d4c2f"/><rect x="${W * 0.55}" y="${ground - 200}" width="170" height="70" fill="#ffffff" stroke="${accent}" stroke-width="6"/><rect x="${W * 0.57}" y="${ground - 180}" width="130" height="12" fill="${accent}"/><rect x="${W * 0.57}" y="${ground - 160}" width="90" height="10" fill="${accent}"/>`;
  } else {
    const storeys = /duplex|house/.test(type) ? 2 : /flat|self-contain/.test(type) ? 3 : 1;
    const units = /terraced/.test(type) ? 3 : /semi-detached/.test(type) ? 2 : 1;
    const unitW = (W * (units === 1 ? 0.42 : 0.7)) / units;
    const storeyH = H * 0.16;
    const left = cx - (unitW * units) / 2;
    for (let u = 0; u < units; u += 1) {
      const x = left + u * unitW;
      const top = ground - storeys * storeyH;
      building += `<rect x="${x}" y="${top}" width="${unitW - 6}" height="${storeys * storeyH}" fill="${wall}" stroke="#d3c4ad" stroke-width="2"/>`;
      building += `<polygon points="${x - 14},${top} ${x + unitW / 2 - 3},${top - storeyH * 0.75} ${x + unitW + 8},${top}" fill="${roof}"/>`;
      for (let s = 0; s < storeys; s += 1) {
        building += windows(
          x + unitW * 0.12,
          top + s * storeyH + storeyH * 0.22,
          2,
          1,
          unitW * 0.26,
          storeyH * 0.45,
          unitW * 0.16,
          glass,
        );
        if (s > 0 && storeys > 1) {
          building += `<rect x="${x + 6}" y="${top + s * storeyH - 6}" width="${unitW - 18}" height="8" fill="${accent}"/>`;
        }
      }
      building += `<rect x="${x + unitW / 2 - 22}" y="${ground - storeyH * 0.62}" width="44" height="${storeyH * 0.62}" fill="${accent}"/>`;
    }
  }
  const trees = [W * 0.08, W * 0.9, ...(random() > 0.5 ? [W * 0.2] : [])]
    .map((x) => palm(x, ground + 10, 0.8 + random() * 0.5))
    .join('');
  const car =
    random() > 0.4
      ? `<rect x="${W * 0.66}" y="${ground + 34}" width="150" height="40" rx="14" fill="${pick(random, ['#c62828', '#37474f', '#eceff1', '#1565c0'])}"/><circle cx="${W * 0.66 + 35}" cy="${ground + 76}" r="14" fill="#222"/><circle cx="${W * 0.66 + 115}" cy="${ground + 76}" r="14" fill="#222"/>`
      : '';
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${W * (0.15 + random() * 0.7)}" cy="${H * 0.14}" r="38" fill="#fff6d5" opacity="0.9"/>
<rect y="${ground}" width="${W}" height="${H - ground}" fill="${type === 'land' ? '#9ccc65' : '#7cb342'}"/>
<polygon points="${W * 0.42},${H} ${W * 0.47},${ground} ${W * 0.53},${ground} ${W * 0.58},${H}" fill="#c9b79c"/>
${building}${trees}${car}`;
}

function interior(random: Random, commercial: boolean, W: number, H: number, index: number): string {
  const wall = pick(random, ['#f5efe6', '#eef2f3', '#f3e9e1', '#e9efe8']);
  const floor = pick(random, ['#c8a27a', '#d9d4cc', '#b98b5e', '#e4ddd2']);
  const accent = pick(random, accents);
  const floorY = H * 0.68;
  const room = `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/>
<rect x="${W * 0.62}" y="${H * 0.14}" width="${W * 0.26}" height="${H * 0.36}" fill="#bfe0f2" stroke="#ffffff" stroke-width="10"/>
<rect x="${W * 0.1}" y="${H * 0.08}" width="${W * 0.16}" height="26" rx="6" fill="#ffffff" stroke="#d0d0d0"/>`;
  if (commercial) {
    const desks = Array.from({ length: 3 }, (_, i) => {
      const x = W * 0.08 + i * W * 0.28;
      return `<rect x="${x}" y="${floorY - 10}" width="${W * 0.22}" height="18" fill="#8d6e63"/><rect x="${x + 20}" y="${floorY + 8}" width="10" height="70" fill="#5d4037"/><rect x="${x + W * 0.22 - 30}" y="${floorY + 8}" width="10" height="70" fill="#5d4037"/><rect x="${x + W * 0.07}" y="${floorY - 80}" width="${W * 0.08}" height="60" rx="4" fill="#263238"/>`;
    }).join('');
    return `${room}${desks}`;
  }
  const kind = index % 3;
  if (kind === 1) {
    return `${room}<rect x="${W * 0.06}" y="${floorY - 120}" width="${W * 0.5}" height="120" fill="${accent}"/><rect x="${W * 0.06}" y="${floorY - 150}" width="${W * 0.5}" height="30" fill="#eeeeee"/>${windows(W * 0.08, H * 0.1, 4, 1, W * 0.1, 90, 16, '#ffffff')}`;
  }
  if (kind === 2) {
    return `${room}<rect x="${W * 0.12}" y="${floorY - 70}" width="${W * 0.44}" height="90" rx="10" fill="#ffffff"/><rect x="${W * 0.12}" y="${floorY - 140}" width="26" height="160" fill="${accent}"/><rect x="${W * 0.16}" y="${floorY - 96}" width="${W * 0.12}" height="34" rx="12" fill="#fafafa" stroke="#ddd"/>`;
  }
  return `${room}<rect x="${W * 0.08}" y="${floorY - 90}" width="${W * 0.42}" height="90" rx="18" fill="${accent}"/><rect x="${W * 0.08}" y="${floorY - 140}" width="${W * 0.42}" height="60" rx="18" fill="${accent}" opacity="0.85"/><ellipse cx="${W * 0.32}" cy="${floorY + 70}" rx="${W * 0.22}" ry="34" fill="#ffffff" opacity="0.6"/><rect x="${W * 0.75}" y="${H * 0.56}" width="${W * 0.15}" height="${H * 0.12}" rx="6" fill="#ffffff" stroke="#bbb"/>`;
}

/** `count` JPEG photos of a listing: the outside first, then rooms. */
export async function generateListingPhotos(options: {
  seed: number;
  category: 'residential' | 'commercial';
  propertyType: string;
  count: number;
  width?: number;
  height?: number;
}): Promise<Uint8Array[]> {
  const W = options.width ?? 1280;
  const H = options.height ?? 853;
  const random = prng(options.seed);
  const photos: Uint8Array[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const body =
      index === 0 || options.propertyType === 'land'
        ? exterior(random, options.propertyType, W, H)
        : interior(random, options.category === 'commercial', W, H, index);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
    photos.push(new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 78, progressive: true }).toBuffer()));
  }
  return photos;
}
