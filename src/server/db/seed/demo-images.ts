import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../../platform/storage.ts';
import { encodedSize, encodeVariants, storeImage } from '../../platform/stored-image.ts';
import { createRandom, type Random } from './demo-random.ts';

/**
 * Cover images and avatars for the demo content, drawn as SVG (gradients and geometric shapes,
 * no text: fonts may be missing on a server) and encoded by sharp. Nothing is fetched from the
 * network. The same seed draws the same pictures on every installation.
 */

export interface DemoImages {
  postCovers: string[];
  storyCovers: string[];
  donationCovers: string[];
  avatars: string[];
}

export const DEMO_IMAGE_COUNTS = { postCovers: 12, storyCovers: 12, donationCovers: 4, avatars: 8 };

const COVER = { width: 1200, height: 630 };
const AVATAR_SIZE = 256;

interface Palette {
  background: [string, string];
  accents: [string, string, string, string];
}

const PALETTES: Palette[] = [
  { background: ['#ffecd2', '#fcb69f'], accents: ['#ff7e5f', '#feb47b', '#e76f51', '#fff8f0'] },
  { background: ['#0f2027', '#2c5364'], accents: ['#4ecdc4', '#1a8fe3', '#a8e6cf', '#f7fff7'] },
  { background: ['#134e5e', '#71b280'], accents: ['#f0e68c', '#2e8b57', '#d9f99d', '#14532d'] },
  { background: ['#e0c3fc', '#8ec5fc'], accents: ['#7f5af0', '#ff8ba7', '#ffffff', '#5e60ce'] },
  { background: ['#3a1c71', '#d76d77'], accents: ['#ffaf7b', '#ffd166', '#ef476f', '#f8f9fa'] },
  { background: ['#d4fc79', '#96e6a1'], accents: ['#2a9d8f', '#e9c46a', '#f4a261', '#264653'] },
  { background: ['#141e30', '#243b55'], accents: ['#ff9a8b', '#ff6a88', '#ffd3a5', '#a18cd1'] },
  { background: ['#f6d365', '#fda085'], accents: ['#e85d04', '#6a4c93', '#fff3b0', '#9d0208'] },
  { background: ['#43cea2', '#185a9d'], accents: ['#f9f871', '#ffffff', '#00c9a7', '#845ec2'] },
  { background: ['#ff758c', '#ff7eb3'], accents: ['#6a0572', '#ffd6e0', '#ab83a1', '#3c096c'] },
  { background: ['#bdc3c7', '#2c3e50'], accents: ['#e67e22', '#ecf0f1', '#16a085', '#f1c40f'] },
  { background: ['#fceabb', '#f8b500'], accents: ['#0b6e4f', '#c44536', '#ffffff', '#283d3b'] },
];

const round = (value: number) => Math.round(value * 10) / 10;

function backgroundGradient(palette: Palette, random: Random): string {
  // A diagonal in one of four directions, so covers of one palette still differ.
  const [x1, y1, x2, y2] = random.pick([
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [0, 0, 0, 1],
  ] as const);
  return `<linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/></linearGradient>`;
}

/** Soft glowing orbs of several sizes. */
function drawOrbs(palette: Palette, random: Random, width: number, height: number): string {
  const gradients = palette.accents
    .map(
      (color, i) =>
        `<radialGradient id="orb${i}" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="${color}" stop-opacity="0.95"/><stop offset="1" stop-color="${color}" stop-opacity="0.15"/></radialGradient>`,
    )
    .join('');
  const orbs = Array.from({ length: random.int(7, 12) }, () => {
    const r = round(height * (0.06 + random.next() * 0.32));
    return `<circle cx="${round(random.next() * width)}" cy="${round(random.next() * height)}" r="${r}" fill="url(#orb${random.int(0, 3)})" opacity="${round(0.45 + random.next() * 0.5)}"/>`;
  }).join('');
  return `<defs>${backgroundGradient(palette, random)}${gradients}</defs><rect width="100%" height="100%" fill="url(#bg)"/>${orbs}`;
}

/** A sun over layered rolling hills. */
function drawHills(palette: Palette, random: Random, width: number, height: number): string {
  const sun = `<circle cx="${round(width * (0.2 + random.next() * 0.6))}" cy="${round(height * (0.22 + random.next() * 0.15))}" r="${round(height * 0.14)}" fill="${palette.accents[3]}" opacity="0.9"/>`;
  const layers = [0, 1, 2]
    .map((layer) => {
      const base = height * (0.5 + layer * 0.14);
      const peaks = 4;
      let path = `M0 ${round(base)}`;
      for (let i = 0; i < peaks; i++) {
        const x1 = (width / peaks) * (i + 0.5);
        const x2 = (width / peaks) * (i + 1);
        const lift = height * (0.06 + random.next() * 0.12);
        path += ` Q${round(x1)} ${round(base - lift * (random.chance(0.5) ? 1 : -0.4))} ${round(x2)} ${round(base)}`;
      }
      path += ` L${width} ${height} L0 ${height} Z`;
      return `<path d="${path}" fill="${palette.accents[layer]}" opacity="${0.75 + layer * 0.1}"/>`;
    })
    .join('');
  return `<defs>${backgroundGradient(palette, random)}</defs><rect width="100%" height="100%" fill="url(#bg)"/>${sun}${layers}`;
}

/** Flowing horizontal bands. */
function drawWaves(palette: Palette, random: Random, width: number, height: number): string {
  const bands = Array.from({ length: 5 }, (_, band) => {
    const y = height * (0.25 + band * 0.16);
    const amplitude = height * (0.05 + random.next() * 0.08);
    const path = `M0 ${round(y)} C${round(width * 0.25)} ${round(y - amplitude)} ${round(width * 0.5)} ${round(y + amplitude)} ${round(width * 0.75)} ${round(y)} S${width} ${round(y - amplitude)} ${width} ${round(y)} L${width} ${height} L0 ${height} Z`;
    return `<path d="${path}" fill="${palette.accents[band % 4]}" opacity="${round(0.25 + band * 0.12)}"/>`;
  }).join('');
  return `<defs>${backgroundGradient(palette, random)}</defs><rect width="100%" height="100%" fill="url(#bg)"/>${bands}`;
}

/** A grid of triangles with a few large rings over it. */
function drawMosaic(palette: Palette, random: Random, width: number, height: number): string {
  const cell = 150;
  const triangles: string[] = [];
  for (let x = 0; x < width; x += cell) {
    for (let y = 0; y < height; y += cell) {
      if (!random.chance(0.55)) continue;
      const corners = random.chance(0.5)
        ? `${x},${y} ${x + cell},${y} ${x},${y + cell}`
        : `${x + cell},${y} ${x + cell},${y + cell} ${x},${y + cell}`;
      triangles.push(
        `<polygon points="${corners}" fill="${random.pick(palette.accents)}" opacity="${round(0.3 + random.next() * 0.5)}"/>`,
      );
    }
  }
  const rings = Array.from({ length: 3 }, () => {
    const r = round(height * (0.15 + random.next() * 0.25));
    return `<circle cx="${round(random.next() * width)}" cy="${round(random.next() * height)}" r="${r}" fill="none" stroke="${palette.accents[3]}" stroke-width="${random.int(10, 28)}" opacity="0.7"/>`;
  }).join('');
  return `<defs>${backgroundGradient(palette, random)}</defs><rect width="100%" height="100%" fill="url(#bg)"/>${triangles.join('')}${rings}`;
}

const COVER_STYLES = [drawOrbs, drawHills, drawWaves, drawMosaic];

function coverSvg(seed: number): string {
  const random = createRandom(seed);
  const palette = PALETTES[seed % PALETTES.length]!;
  const draw = COVER_STYLES[Math.floor(seed / 3) % COVER_STYLES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER.width}" height="${COVER.height}" viewBox="0 0 ${COVER.width} ${COVER.height}">${draw(palette, random, COVER.width, COVER.height)}</svg>`;
}

/** Overlapping circles on a gradient: distinct at a glance, like initials would be. */
function avatarSvg(seed: number): string {
  const random = createRandom(seed);
  const palette = PALETTES[(seed * 5) % PALETTES.length]!;
  const size = AVATAR_SIZE;
  const circles = Array.from({ length: 4 }, (_, i) => {
    const r = round(size * (0.42 - i * 0.08));
    const cx = round(size / 2 + (random.next() - 0.5) * size * 0.3);
    const cy = round(size / 2 + (random.next() - 0.5) * size * 0.3);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.accents[i]}" opacity="${round(0.55 + i * 0.1)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs>${backgroundGradient(palette, random)}</defs><rect width="100%" height="100%" fill="url(#bg)"/>${circles}</svg>`;
}

/**
 * Encodes the drawing with its variants and stores it. The name carries a hash of the drawing, so
 * a changed drawing gets a new URL (uploads are cached as immutable).
 */
async function storeDrawing(storage: FileStorage, name: string, svg: string) {
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 80, progressive: true }).toBuffer();
  const size = await encodedSize(bytes);
  const variants = await encodeVariants(bytes, size.width);
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  const image = { bytes, extension: 'jpg', contentType: 'image/jpeg', ...size, variants };
  return storeImage(storage, `demo/${name}-${hash}`, image);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Draws every demo image with its variants into the storage and returns their public URLs. */
export async function generateDemoImages(storage: FileStorage): Promise<DemoImages> {
  const covers = (prefix: string, count: number, seedOffset: number) =>
    Array.from({ length: count }, (_, i) =>
      storeDrawing(storage, `${prefix}-${pad(i + 1)}`, coverSvg(seedOffset + i)),
    );
  const avatars = Array.from({ length: DEMO_IMAGE_COUNTS.avatars }, (_, i) =>
    storeDrawing(storage, `avatar-${i + 1}`, avatarSvg(300 + i)),
  );
  const [postCovers, storyCovers, donationCovers] = await Promise.all([
    Promise.all(covers('post', DEMO_IMAGE_COUNTS.postCovers, 0)),
    Promise.all(covers('story', DEMO_IMAGE_COUNTS.storyCovers, 100)),
    Promise.all(covers('donation', DEMO_IMAGE_COUNTS.donationCovers, 200)),
  ]);
  return { postCovers, storyCovers, donationCovers, avatars: await Promise.all(avatars) };
}
