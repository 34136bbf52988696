// Lifestyle, article and hero images: abstract compositions in brand colours, seeded by the image name so the same
// name always draws the same picture. A name's suffix picks the shape (…-portrait, …-square, …-wide / hero-…);
// `collection-<handle>` uses that collection's colours.
import {collectionByHandle} from '../data/catalogue';
import {escapeXml, shade} from './packaging';

const BRAND = ['#fe5000', '#1d1d1b', '#fff1e8', '#f2b705', '#2f7d4f', '#8b3a62', '#1f4e9c', '#0fa3b1'];

export function contentSize(name: string): {width: number; height: number} {
  if (/(^|-)portrait$/.test(name)) return {width: 1280, height: 1920};
  if (/(^|-)square$/.test(name)) return {width: 1600, height: 1600};
  if (/(^|-)wide$/.test(name) || name.startsWith('hero')) return {width: 2400, height: 1000};
  return {width: 1920, height: 1280};
}

/** FNV-1a: a stable 32-bit hash of the name. */
function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG, so compositions are deterministic. */
function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function palette(name: string, random: () => number): string[] {
  const collection = name.startsWith('collection-') ? collectionByHandle(name.slice('collection-'.length)) : undefined;
  if (collection) return [collection.backgroundColor, collection.color, shade(collection.color, -0.3), '#ffffff'];
  const start = Math.floor(random() * BRAND.length);
  return [0, 3, 5, 2].map((offset) => BRAND[(start + offset) % BRAND.length]!);
}

export function contentSvg(name: string): string {
  const {width, height} = contentSize(name);
  const random = prng(hash(name));
  const [background, primary, secondary, accent] = palette(name, random) as [string, string, string, string];
  const pick = () => [primary, secondary, accent][Math.floor(random() * 3)]!;
  const unit = Math.min(width, height);

  const blobs = Array.from({length: 5 + Math.floor(random() * 4)}, () => {
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height);
    const r = Math.round(unit * (0.12 + random() * 0.35));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${pick()}" opacity="${(0.35 + random() * 0.5).toFixed(2)}"/>`;
  });
  const bars = Array.from({length: 2 + Math.floor(random() * 3)}, () => {
    const w = Math.round(width * (0.2 + random() * 0.4));
    const h = Math.round(unit * (0.05 + random() * 0.1));
    const x = Math.round(random() * (width - w));
    const y = Math.round(random() * (height - h));
    const angle = Math.round(-30 + random() * 60);
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.round(h / 2)}" fill="${pick()}" transform="rotate(${angle} ${x + w / 2} ${y + h / 2})"/>`;
  });
  const wave = `<path d="M0 ${Math.round(height * 0.75)} C ${width * 0.3} ${height * (0.6 + random() * 0.2)}, ${width * 0.6} ${height * (0.85 + random() * 0.1)}, ${width} ${Math.round(height * 0.7)} V ${height} H 0 Z" fill="${primary}" opacity="0.85"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${shade(background, -0.12)}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    ${blobs.join('')}
    ${bars.join('')}
    ${wave}
    <desc>${escapeXml(name)}</desc>
  </svg>`;
}
