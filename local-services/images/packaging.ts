// Packaging shots for catalogue images, drawn as SVG in the product's colours: a tub for large powders, a pouch for
// small powders, snacks and superfoods, a bottle for capsules and tablets, a wrapper for bars. The label carries the
// product title and the variant's option values, so every variant image is distinguishable in tests and by eye.
import type {DemoProduct, DemoVariant} from '../data/catalogue';

export const CATALOGUE_SIZE = {width: 1200, height: 1200};

type Shape = 'tub' | 'pouch' | 'bottle' | 'bar';

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'})[c]!);
}

function luminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

export function textColourOn(background: string): string {
  return luminance(background) > 0.4 ? '#1d1d1b' : '#ffffff';
}

/** Mixes a colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const target = amount < 0 ? 0 : 255;
  const mix = (c: number) => Math.round(c + (target - c) * Math.abs(amount));
  const r = mix((value >> 16) & 0xff);
  const g = mix((value >> 8) & 0xff);
  const b = mix(value & 0xff);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

function shapeFor(product: DemoProduct, variant: DemoVariant): Shape {
  const size = variant.options.find((o) => o.kind === 'size')?.value.en ?? '';
  if (product.productType === 'Protein Bar') return 'bar';
  if (/capsules|tablets/.test(size) || product.productType === 'Vitamin') return 'bottle';
  if (product.productType === 'Protein Powder' || product.productType === 'Sports Nutrition') {
    return /kg/.test(size) ? 'tub' : 'pouch';
  }
  return 'pouch';
}

/** Greedy word wrap by character count: good enough for short product titles. */
function wrap(value: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of value.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, maxLines);
}

type Label = {x: number; y: number; width: number; height: number; rx: number};

/** Bold caps run about 0.7 em per character: the largest size up to `max` at which `line` fits `width`. */
function fittingSize(line: string, width: number, max: number): number {
  return Math.round(Math.min(max, width / (Math.max(line.length, 1) * 0.7)));
}

function labelText(label: Label, product: DemoProduct, variant: DemoVariant, fontScale: number): string {
  const centre = label.x + label.width / 2;
  const titleSize = Math.round(60 * fontScale);
  const usable = label.width * 0.88;
  const title = wrap(product.title.en.toUpperCase(), Math.max(6, Math.floor(usable / (0.7 * titleSize))), 3);
  const options = variant.options.filter((o) => o.kind !== 'default').map((o) => o.value.en);
  const flavour = variant.options.find((o) => o.kind === 'flavour');
  const titleTop = label.y + 80 * fontScale + titleSize;
  const titleLines = title
    .map(
      (line, i) =>
        `<text x="${centre}" y="${titleTop + i * titleSize * 1.1}" font-size="${fittingSize(line, usable, titleSize)}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const optionsY = titleTop + title.length * titleSize * 1.1 + 30 * fontScale;
  return `
    <g font-family="${FONT}" text-anchor="middle" fill="#1d1d1b">
      <text x="${centre}" y="${label.y + 60 * fontScale}" font-size="${Math.round(26 * fontScale)}" letter-spacing="6" fill="${product.color}" font-weight="700">ORIGINAL FUEL</text>
      ${titleLines}
      ${options.length ? `<text x="${centre}" y="${optionsY}" font-size="${Math.round(34 * fontScale)}">${escapeXml(options.join(' · '))}</text>` : ''}
    </g>
    ${flavour?.color ? `<rect x="${label.x}" y="${label.y + label.height - 36 * fontScale}" width="${label.width}" height="${36 * fontScale}" fill="${flavour.color}"/>` : ''}`;
}

function tub(product: DemoProduct, variant: DemoVariant): string {
  const body = product.color;
  const label: Label = {x: 370, y: 440, width: 460, height: 400, rx: 12};
  return `
    <rect x="330" y="250" width="540" height="90" rx="24" fill="${shade(body, -0.35)}"/>
    <path d="M340 330 H860 L840 960 Q838 990 808 990 H392 Q362 990 360 960 Z" fill="${body}"/>
    <path d="M340 330 H400 L420 990 H392 Q362 990 360 960 Z" fill="${shade(body, 0.15)}" opacity="0.5"/>
    <rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="${label.rx}" fill="#ffffff"/>
    ${labelText(label, product, variant, 1)}`;
}

function pouch(product: DemoProduct, variant: DemoVariant): string {
  const body = product.color;
  const label: Label = {x: 400, y: 420, width: 400, height: 380, rx: 16};
  return `
    <path d="M370 210 H830 Q850 210 852 240 L900 940 Q905 1000 850 1000 H350 Q295 1000 300 940 L348 240 Q350 210 370 210 Z" fill="${body}"/>
    <rect x="350" y="210" width="500" height="40" fill="${shade(body, -0.25)}"/>
    <path d="M350 960 Q600 900 850 960" stroke="${shade(body, -0.2)}" stroke-width="6" fill="none"/>
    <rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="${label.rx}" fill="#ffffff"/>
    ${labelText(label, product, variant, 0.85)}`;
}

function bottle(product: DemoProduct, variant: DemoVariant): string {
  const body = product.color;
  const label: Label = {x: 415, y: 500, width: 370, height: 360, rx: 10};
  return `
    <rect x="470" y="230" width="260" height="120" rx="18" fill="${shade(body, -0.4)}"/>
    <rect x="490" y="340" width="220" height="50" fill="${shade(body, -0.2)}"/>
    <rect x="390" y="380" width="420" height="600" rx="70" fill="${body}"/>
    <rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="${label.rx}" fill="#ffffff"/>
    ${labelText(label, product, variant, 0.8)}`;
}

/** Zigzag seal at one end of the bar wrapper, as polygon points from the top to the bottom of the wrapper. */
function crimp(inner: number, outer: number): string {
  const teeth = 8;
  const step = 260 / (teeth * 2);
  const points = [`${inner},470`];
  for (let i = 0; i < teeth * 2; i += 1) points.push(`${i % 2 === 0 ? outer : inner},${470 + step * (i + 1)}`);
  return points.join(' ');
}

function bar(product: DemoProduct, variant: DemoVariant): string {
  const body = product.color;
  const label: Label = {x: 330, y: 480, width: 540, height: 240, rx: 16};
  const options = variant.options.filter((o) => o.kind !== 'default').map((o) => o.value.en);
  const flavour = variant.options.find((o) => o.kind === 'flavour');
  return `
    <polygon points="${crimp(200, 160)}" fill="${shade(body, -0.2)}"/>
    <polygon points="${crimp(1000, 1040)}" fill="${shade(body, -0.2)}"/>
    <rect x="200" y="470" width="800" height="260" fill="${body}"/>
    <rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="${label.rx}" fill="#ffffff"/>
    <g font-family="${FONT}" text-anchor="middle" fill="#1d1d1b">
      <text x="600" y="530" font-size="24" letter-spacing="6" fill="${body}" font-weight="700">ORIGINAL FUEL</text>
      <text x="600" y="600" font-size="${fittingSize(product.title.en, 480, 52)}" font-weight="700">${escapeXml(product.title.en.toUpperCase())}</text>
      <text x="600" y="660" font-size="32">${escapeXml(options.join(' · '))}</text>
    </g>
    ${flavour?.color ? `<rect x="${label.x}" y="${label.y + label.height - 24}" width="${label.width}" height="24" fill="${flavour.color}"/>` : ''}`;
}

const SHAPES: Record<Shape, (product: DemoProduct, variant: DemoVariant) => string> = {tub, pouch, bottle, bar};

export function packagingSvg(product: DemoProduct, variant: DemoVariant): string {
  const {width, height} = CATALOGUE_SIZE;
  const shape = shapeFor(product, variant);
  const soldOut = !variant.availableForSale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="${width}" height="${height}" fill="${product.backgroundColor}"/>
    <circle cx="600" cy="620" r="470" fill="${shade(product.backgroundColor, -0.06)}"/>
    <ellipse cx="600" cy="1030" rx="360" ry="36" fill="#000000" opacity="0.12"/>
    ${SHAPES[shape](product, variant)}
    ${soldOut ? `<text x="600" y="150" font-family="${FONT}" font-size="44" font-weight="700" text-anchor="middle" fill="${textColourOn(product.backgroundColor)}" opacity="0.6">SOLD OUT</text>` : ''}
  </svg>`;
}
